import { page, type AppRoute } from '../../app/routes';
import { WORKER_APPEAL, WORKER_APPEALS, WORKER_HOLIDAYS } from '../../app/staffPaths';

/** The hearing office's pages (staff/): appeal requests, one request, the state holidays. */
export const routes: AppRoute[] = [
  { path: WORKER_APPEALS, guard: 'staff', ...page(() => import('./staff/AppealsPage')) },
  { path: WORKER_APPEAL, guard: 'staff', ...page(() => import('./staff/AppealPage')) },
  { path: WORKER_HOLIDAYS, guard: 'staff', ...page(() => import('./staff/HolidaysPage')) },
];
