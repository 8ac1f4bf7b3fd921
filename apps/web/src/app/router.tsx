import { createBrowserRouter, Navigate, type RouteObject } from '../router';
import { REDIRECT_HOME_ROUTES, ROUTES } from '@portal/contracts/routes';
import { appRoutes } from './appRoutes';
import type { AppRoute } from './routes';
import { Shell } from './Shell';
import { RequireSignIn } from './RequireSignIn';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';

/** A feature's route as the router takes it (`prefetch` is for the first page only: firstPageLoad.ts). */
function toRouteObject({ guard, chrome, prefetch: _firstLoadOnly, ...route }: AppRoute): RouteObject {
  const handle = { chrome: chrome ?? 'full', guard };
  if (guard !== 'signedIn' && guard !== 'staff') return { ...route, handle };
  return {
    path: route.path,
    handle,
    element: <RequireSignIn staff={guard === 'staff'} />,
    children: [{ ...route, path: undefined, index: true }],
  };
}

/** The whole route table: feature routes, the shell's own, old routes sent home, and "not found". */
export const routeTable: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors of a page show inside the shell, so the header and footer stay.
        errorElement: <RouteError />,
        children: [
          ...appRoutes.map(toRouteObject),
          {
            path: ROUTES.ssoReturn,
            handle: { chrome: 'full', guard: 'public' },
            // Only after signing in with the identity provider: loaded then, not with the first page.
            lazy: async () => ({ Component: (await import('./SsoReturnPage')).SsoReturnPage }),
          },
          ...REDIRECT_HOME_ROUTES.map((path) => ({ path, element: <Navigate to={ROUTES.home} replace /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routeTable);
