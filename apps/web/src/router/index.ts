/** The app's own router (ADR 0121): the route table, history, links and the hooks pages use. */
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
