import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { WORKER_MESSAGES } from '../../app/staffPaths';

export const routes: AppRoute[] = [
  { path: ROUTES.secureMessages, guard: 'signedIn', ...page(() => import('./SecureMessagesPage')) },
  { path: ROUTES.secureMessageOptIn, guard: 'signedIn', ...page(() => import('./TextOptInPage')) },
  { path: ROUTES.secureMessageUpdate, guard: 'signedIn', ...page(() => import('./TextOptInPage')) },
  // The caseworkers' secure messages with the people on their office's cases (staff/).
  { path: WORKER_MESSAGES, guard: 'staff', ...page(() => import('./staff/MessagesPage')) },
];
