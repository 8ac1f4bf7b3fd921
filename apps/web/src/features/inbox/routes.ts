import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

export const routes: AppRoute[] = [
  { path: ROUTES.secureInbox, guard: 'signedIn', ...page(() => import('./InboxPage')) },
  { path: ROUTES.enotices, guard: 'signedIn', ...page(() => import('./EnoticesPage')) },
  { path: ROUTES.enoticesCommDetail, guard: 'signedIn', ...page(() => import('./NoticePage')) },
];
