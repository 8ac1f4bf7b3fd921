import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { redirectTo } from '../../app/redirect';
import { WORKER_PAPER_COPIES } from '../../app/staffPaths';

export const routes: AppRoute[] = [
  { path: ROUTES.secureInbox, guard: 'signedIn', ...page(() => import('./InboxPage')) },
  { path: ROUTES.enotices, guard: 'signedIn', ...page(() => import('./EnoticesPage')) },
  { path: ROUTES.enoticesCommDetail, guard: 'signedIn', ...page(() => import('./NoticePage')) },
  // The e-notice list of /nf-enotices-comm/{commId} is the secure inbox; its questions and
  // answers (/nfSecureInboxQandA) are those of e-notices (ADR 0126).
  { path: ROUTES.enoticesComm, guard: 'signedIn', ...redirectTo(ROUTES.secureInbox) },
  { path: ROUTES.secureInboxQa, guard: 'signedIn', ...redirectTo(ROUTES.enoticesFaq) },
  // The office's print queue of paper copies residents asked for (staff/).
  { path: WORKER_PAPER_COPIES, guard: 'staff', ...page(() => import('./staff/PaperCopiesPage')) },
];
