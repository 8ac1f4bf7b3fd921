import { WORKER_NEWBORN_REFERRAL, WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-paths';
import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** All the referral pages come in one chunk: one lazy import in the route table the first page carries. */
const pages = page(() => import('./ReferralPages'));

/**
 * Deemed newborn referrals (ADR 0118). The form, sign-and-submit and confirmation share one entry
 * (the first page carries this table, so it stays as short as it can): sign-and-submit is not
 * guarded, as the spec says (the page offers the sign-in, the server refuses the calls), and
 * ReferralPages sends someone not signed in from the form and the confirmation to the sign-in.
 */
export const routes: AppRoute[] = [
  { path: '/nf-submit-auto-new-born-assistance/*', guard: 'unguarded', ...pages },
  { path: ROUTES.yourReferrals, guard: 'signedIn', ...pages },
  { path: ROUTES.archivedReferrals, guard: 'signedIn', ...pages },
  { path: WORKER_NEWBORN_REFERRALS, guard: 'staff', ...pages },
  { path: WORKER_NEWBORN_REFERRAL, guard: 'staff', ...pages },
];
