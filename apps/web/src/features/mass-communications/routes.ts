import { page, type AppRoute } from '../../app/routes';
import { WORKER_MASS_COMMS } from '../../app/staffPaths';

/** Mass communications and staff-sent alerts (staff/): the list, the form, the preview. */
export const routes: AppRoute[] = [
  { path: WORKER_MASS_COMMS, guard: 'staff', ...page(() => import('./staff/MassCommPage')) },
];
