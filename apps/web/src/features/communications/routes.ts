import { page, type AppRoute } from '../../app/routes';
import { WORKER_PAPER_COPIES } from '../../app/staffPaths';

/** The office's print queue of paper copies residents asked for (staff/). */
export const routes: AppRoute[] = [
  { path: WORKER_PAPER_COPIES, guard: 'staff', ...page(() => import('./staff/PaperCopiesPage')) },
];
