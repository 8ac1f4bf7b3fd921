import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import {
  WORKER_ACCOUNTS,
  WORKER_APPEAL,
  WORKER_APPEALS,
  WORKER_APPLICATION,
  WORKER_APPLICATIONS,
  WORKER_CHANGE,
  WORKER_CHANGES,
  WORKER_HOLIDAYS,
  WORKER_LINKS,
  WORKER_MASS_COMMS,
  WORKER_MESSAGES,
  WORKER_ORGANISATIONS,
  WORKER_PAPER_COPIES,
  WORKER_PROVIDERS,
  WORKER_TIMINGS,
} from './paths';

/** Administrators: provider facilities and organisations (one module for both). */
const provisioning = page(() => import('./ProvisioningPage'));

/** The staff console; the server refuses every call here to anyone without a staff role. */
export const routes: AppRoute[] = [
  { path: ROUTES.worker, guard: 'staff', ...page(() => import('./WorkerHomePage')) },
  { path: WORKER_APPLICATIONS, guard: 'staff', ...page(() => import('./QueuePage')) },
  { path: WORKER_ACCOUNTS, guard: 'staff', ...page(() => import('./AccountsPage')) },
  { path: WORKER_TIMINGS, guard: 'staff', ...page(() => import('./TimingsPage')) },
  { path: WORKER_PAPER_COPIES, guard: 'staff', ...page(() => import('./PaperCopiesPage')) },
  { path: WORKER_MESSAGES, guard: 'staff', ...page(() => import('./MessagesPage')) },
  { path: WORKER_MASS_COMMS, guard: 'staff', ...page(() => import('./MassCommPage')) },
  { path: WORKER_APPLICATION, guard: 'staff', ...page(() => import('./ApplicationPage')) },
  { path: WORKER_CHANGES, guard: 'staff', ...page(() => import('./ChangesPage')) },
  { path: WORKER_CHANGE, guard: 'staff', ...page(() => import('./ChangePage')) },
  { path: WORKER_APPEALS, guard: 'staff', ...page(() => import('./AppealsPage')) },
  { path: WORKER_APPEAL, guard: 'staff', ...page(() => import('./AppealPage')) },
  { path: WORKER_HOLIDAYS, guard: 'staff', ...page(() => import('./HolidaysPage')) },
  { path: WORKER_LINKS, guard: 'staff', ...page(() => import('./LinksPage')) },
  { path: WORKER_PROVIDERS, guard: 'staff', ...provisioning },
  { path: WORKER_ORGANISATIONS, guard: 'staff', ...provisioning },
];
