import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

export const routes: AppRoute[] = [
  { path: ROUTES.secureMessages, guard: 'signedIn', ...page(() => import('./SecureMessagesPage')) },
  { path: ROUTES.secureMessageOptIn, guard: 'signedIn', ...page(() => import('./TextOptInPage')) },
  { path: ROUTES.secureMessageUpdate, guard: 'signedIn', ...page(() => import('./TextOptInPage')) },
];
