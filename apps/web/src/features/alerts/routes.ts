import { page, type AppRoute } from '../../app/routes';

/** The alerts page's code, loaded on first use (also by SlugPage for other department codes). */
export const loadAlertsPage = () => import('./AlertsPage');

/**
 * /nf-{department}-alerts-opt-in and -update for the default department code (dhhs). Another
 * configured code is one path segment the router cannot pattern-match; features/auth/SlugPage
 * picks those out.
 */
export const routes: AppRoute[] = [
  { path: '/nf-dhhs-alerts-opt-in', guard: 'signedIn', ...page(loadAlertsPage) },
  { path: '/nf-dhhs-alerts-update', guard: 'signedIn', ...page(loadAlertsPage) },
];
