import { page, type AppRoute } from '../../app/routes';
import { WORKER_MESSAGES } from '../../app/staffPaths';

/** The caseworkers' secure messages with the people on their office's cases (staff/). */
export const routes: AppRoute[] = [
  { path: WORKER_MESSAGES, guard: 'staff', ...page(() => import('./staff/MessagesPage')) },
];
