/**
 * The app's router (ADRs 0121, 0125): the route table, history, links and the hooks pages use.
 * Wouter underneath (its Router, Link, Redirect, useParams, navigate); what wouter has no part
 * for (the ranked table, a page's module loaded before the page changes, layouts and error
 * elements) stays here.
 */
export { matchPath, type Params } from './match';
export { createBrowserRouter, type Location, type RouteObject } from './router';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
