import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** An organisation's user (the server refuses every other account: the pages then say so). */
export const routes: AppRoute[] = [
  { path: ROUTES.organisationStart, guard: 'signedIn', ...page(() => import('./StartPage')) },
  { path: ROUTES.organisationApplications, guard: 'signedIn', ...page(() => import('./ApplicationsPage')) },
];
