import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

export const routes: AppRoute[] = [
  { path: ROUTES.account, guard: 'signedIn', ...page(() => import('./DashboardPage')) },
];
