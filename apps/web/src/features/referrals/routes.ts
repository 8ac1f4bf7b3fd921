import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** All the referral pages come in one chunk: one lazy import in the route table the first page carries. */
const pages = page(() => import('./ReferralPages'));

/**
 * Deemed newborn referrals (ADR 0118): the provider's form, sign-and-submit (not guarded as a
 * route, as the spec says: the page offers the sign-in and the server refuses the calls),
 * confirmation and the two lists; the office's page on the staff side.
 */
export const routes: AppRoute[] = [
  { path: ROUTES.newbornForm, guard: 'signedIn', ...pages },
  { path: ROUTES.newbornSignAndSubmit, guard: 'unguarded', ...pages },
  { path: ROUTES.newbornConfirmation, guard: 'signedIn', ...pages },
  { path: ROUTES.yourReferrals, guard: 'signedIn', ...pages },
  { path: ROUTES.archivedReferrals, guard: 'signedIn', ...pages },
  { path: WORKER_NEWBORN_REFERRALS, guard: 'staff', ...pages },
];
