import { page, type AppRoute } from '../../app/routes';
import { WORKER_ACCOUNTS } from '../../app/staffPaths';

/** Accounts whose link was turned off after repeated lockouts, and restoring them (staff/). */
export const routes: AppRoute[] = [
  { path: WORKER_ACCOUNTS, guard: 'staff', ...page(() => import('./staff/AccountsPage')) },
];
