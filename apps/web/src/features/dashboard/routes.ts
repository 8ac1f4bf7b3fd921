import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { prefetchDashboard } from './queries';

export const routes: AppRoute[] = [
  { path: ROUTES.account, guard: 'signedIn', ...page(() => import('./DashboardPage')), prefetch: prefetchDashboard },
];
