import { page, type AppRoute } from '../../app/routes';
import { WORKER_CHANGE, WORKER_CHANGES } from '../../app/staffPaths';

/** The caseworkers' review of change reports and renewals (staff/): the queue and one report. */
export const routes: AppRoute[] = [
  { path: WORKER_CHANGES, guard: 'staff', ...page(() => import('./staff/ChangesPage')) },
  { path: WORKER_CHANGE, guard: 'staff', ...page(() => import('./staff/ChangePage')) },
];
