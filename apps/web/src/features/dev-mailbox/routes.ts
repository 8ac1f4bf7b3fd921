import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/** The development mailbox (the server's API behind it is off in production). */
export const routes: AppRoute[] = [
  { path: ROUTES.devMailbox, guard: 'public', ...page(() => import('./MailboxPage')) },
];
