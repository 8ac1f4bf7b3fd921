import { page, type AppRoute } from '../../app/routes';
import { WORKER_REMINDERS } from '../../app/staffPaths';

/** The office's reminder figures (staff/); the resident's prompt to update a contact is on the dashboard. */
export const routes: AppRoute[] = [
  { path: WORKER_REMINDERS, guard: 'staff', ...page(() => import('./staff/RemindersPage')) },
];
