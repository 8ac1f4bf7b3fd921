import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { redirectTo } from '../../app/redirect';
import { prefetchDashboard } from './queries';

export const routes: AppRoute[] = [
  { path: ROUTES.account, guard: 'signedIn', ...page(() => import('./DashboardPage')), prefetch: prefetchDashboard },
  // The dashboard lists the person's cases with each programme and its status: the benefits
  // list (/benefits); and it is the finish page of the flows (/nfComplete). ADR 0126.
  { path: ROUTES.benefits, guard: 'signedIn', ...redirectTo(ROUTES.account) },
  { path: ROUTES.complete, guard: 'signedIn', ...redirectTo(ROUTES.account) },
];
