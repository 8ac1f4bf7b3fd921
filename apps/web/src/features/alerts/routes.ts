import { page, type AppRoute } from '../../app/routes';

/**
 * /nf-{department}-alerts-opt-in and -update for the default department code (dhhs). Another
 * configured code is one path segment the router cannot pattern-match; features/auth/SlugPage
 * picks those out.
 */
export const routes: AppRoute[] = [
  { path: '/nf-dhhs-alerts-opt-in', guard: 'signedIn', ...page(() => import('./AlertsPage')) },
  { path: '/nf-dhhs-alerts-update', guard: 'signedIn', ...page(() => import('./AlertsPage')) },
];
