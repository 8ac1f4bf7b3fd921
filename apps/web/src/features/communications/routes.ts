import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { WORKER_PAPER_COPIES } from '../../app/staffPaths';

export const routes: AppRoute[] = [
  { path: ROUTES.secureInbox, guard: 'signedIn', ...page(() => import('./InboxPage')) },
  { path: ROUTES.enotices, guard: 'signedIn', ...page(() => import('./EnoticesPage')) },
  { path: ROUTES.enoticesCommDetail, guard: 'signedIn', ...page(() => import('./NoticePage')) },
  // The office's print queue of paper copies residents asked for (staff/).
  { path: WORKER_PAPER_COPIES, guard: 'staff', ...page(() => import('./staff/PaperCopiesPage')) },
];
