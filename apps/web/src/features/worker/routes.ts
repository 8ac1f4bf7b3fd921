import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { WORKER_APPLICATION, WORKER_APPLICATIONS } from './paths';

/** The staff console; the server refuses every call here to anyone without a staff role. */
export const routes: AppRoute[] = [
  { path: ROUTES.worker, guard: 'signedIn', ...page(() => import('./WorkerHomePage')) },
  { path: WORKER_APPLICATIONS, guard: 'signedIn', ...page(() => import('./QueuePage')) },
  { path: WORKER_APPLICATION, guard: 'signedIn', ...page(() => import('./ApplicationPage')) },
];
