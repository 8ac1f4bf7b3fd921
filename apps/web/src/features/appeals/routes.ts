import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';
import { WORKER_APPEAL, WORKER_APPEALS, WORKER_HOLIDAYS } from '../../app/staffPaths';

/** The resident's pages (pages.tsx): every appeals route, its component exported under its ROUTES key. */
type AppealKey = keyof typeof import('./pages');
const appealRoutes = (Object.keys(ROUTES) as AppealKey[])
  .filter((key) => /^(nfA|a)ppeals/.test(key))
  .map((key): AppRoute => ({
    path: ROUTES[key],
    guard: 'signedIn',
    // The request's own pages are a form: no site navigation around them.
    ...(key.endsWith('Resume') && { chrome: 'bare' as const }),
    ...page(() => import('./pages').then((m) => ({ Component: m[key] }))),
  }));

export const routes: AppRoute[] = [
  ...appealRoutes,
  // The hearing office (staff/): appeal requests, one request, the state holidays.
  { path: WORKER_APPEALS, guard: 'staff', ...page(() => import('./staff/AppealsPage')) },
  { path: WORKER_APPEAL, guard: 'staff', ...page(() => import('./staff/AppealPage')) },
  { path: WORKER_HOLIDAYS, guard: 'staff', ...page(() => import('./staff/HolidaysPage')) },
];
