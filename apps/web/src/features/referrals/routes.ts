import { WORKER_NEWBORN_REFERRALS } from '@portal/contracts/newborn-api';
import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/**
 * Deemed newborn referrals (ADR 0118): the provider's form, sign-and-submit (not guarded as a
 * route, as the spec says: the page offers the sign-in and the server refuses the calls),
 * confirmation and the two lists; the office's page on the staff side.
 */
export const routes: AppRoute[] = [
  { path: ROUTES.newbornForm, guard: 'signedIn', ...page(() => import('./FormPage')) },
  { path: ROUTES.newbornSignAndSubmit, guard: 'unguarded', ...page(() => import('./SignSubmitPage')) },
  { path: ROUTES.newbornConfirmation, guard: 'signedIn', ...page(() => import('./ConfirmationPage')) },
  { path: ROUTES.yourReferrals, guard: 'signedIn', ...page(() => import('./ReferralsPage')) },
  { path: ROUTES.archivedReferrals, guard: 'signedIn', ...page(() => import('./ReferralsPage')) },
  { path: WORKER_NEWBORN_REFERRALS, guard: 'staff', ...page(() => import('./WorkerReferralsPage')) },
];
