import {
  Component,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  Link as WouterLink,
  Route,
  Router as WouterRouter,
  Switch,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  type BaseLocationHook,
} from 'wouter';
import { parsePattern, type Params } from './match';
import type { Location, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<{ error: unknown } | null>(null);

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks are used inside <RouterProvider> only.');
  return state;
}

/** Throws what a route's module failed with, for the nearest error element to show. */
function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

interface BoundaryProps {
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: { error: unknown } | null;
  key: string;
}

/** A route's error element: shown when the route fails; forgotten on the next page. */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.key ? null : { failed: null, key: props.resetKey };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return <ErrorContext.Provider value={failed}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

function renderFrom(state: RouterState, index: number): ReactNode {
  const match = state.matches[index];
  if (!match) return null;
  const { route } = match;
  const failed = state.failure?.index === index ? state.failure : null;
  let content: ReactNode;
  if (failed) content = <Rethrow error={failed.error} />;
  else if (route.element !== undefined) content = route.element;
  else if (route.Component) content = <route.Component />;
  else content = <Outlet />;
  const node = (
    <OutletContext.Provider value={failed ? null : renderFrom(state, index + 1)}>{content}</OutletContext.Provider>
  );
  if (route.errorElement === undefined) return node;
  return (
    <RouteBoundary resetKey={state.location.key} fallback={route.errorElement}>
      {node}
    </RouteBoundary>
  );
}

/**
 * Wouter's location hook: the address of the page shown (the store's, which follows the address
 * bar once the page's modules are there), and the store's navigate, which loads them first.
 */
const useShownLocation: BaseLocationHook = () => [
  useRouterState().location.pathname,
  useContext(RouterContext)!.navigate,
];

/** Shows the routes the address matches, outermost first; nothing until the first page's module is there. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  if (!state.ready) return null;
  const pattern = state.matches.findLast((m) => m.route.path !== undefined)?.route.path;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <WouterRouter hook={useShownLocation} parser={parsePattern}>
          {/* Only for wouter's useParams, which reads the parameters its <Route> matched. The store
              already chose the route; Switch's `location` hands wouter the address as written,
              since its own location is decoded first and match.ts compares it undecoded. */}
          <Switch location={state.location.pathname}>
            <Route path={pattern}>{renderFrom(state, 0)}</Route>
          </Switch>
        </WouterRouter>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where the matched child route goes inside its parent. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** The address shown, with its history entry's state and key (wouter's useLocation gives the path alone, decoded). */
export function useLocation(): Location {
  return useRouterState().location;
}

/** Goes to an address: `navigate(path, { replace, state })`, once the page's module is there. The same function on every render. */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  return useWouterLocation()[1] as (to: string, options?: NavigateOptions) => Promise<void>;
}

/** The address's parameters (':formId'), percent-decoded. */
export const useParams: () => Params = useWouterParams;

/**
 * The address's query, read only. Not wouter's useSearchParams: it decodes the query with
 * decodeURI before parsing it, so a returnTo holding '%2526' (an encoded '&') would split.
 */
export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])] as const;
}

/** The routes shown, outermost first, with what each declared in `handle`. */
export function useMatches(): { handle: unknown }[] {
  return useRouterState().matches.map((m) => ({ handle: m.route.handle }));
}

/** 'loading' while the next page's module is on its way. */
export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterState().navigating ? 'loading' : 'idle' };
}

/** Inside an error element: what failed. */
export function useRouteError(): unknown {
  return useContext(ErrorContext)?.error;
}

/** Goes to `to` once shown (a redirect): `<Navigate to={path} replace />`. */
export { Redirect as Navigate } from 'wouter';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;
type LinkProps = AnchorProps & { to: string; state?: unknown; className?: string };

/**
 * A link to a page of the app (`to` is an absolute path, with its query if any; `state` goes with
 * the history entry): wouter's, a plain <a href> whose plain left click stays in the app while a
 * middle or modified click is the browser's. Wouter would keep a link with another `target` in
 * this tab too: that one is left to the browser.
 */
export function Link(props: LinkProps) {
  const { to, state: _state, ...rest } = props;
  if (props.target && props.target !== '_self') return <a {...rest} href={to} />;
  return <WouterLink {...props} />;
}

function isActive(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const there = new URL(to, window.location.origin).pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (here === there) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}

/**
 * A link that knows whether it is the page shown (aria-current="page", and a class). Wouter's own
 * active flag is an exact, case-sensitive match: a tab stays current on the pages below it here.
 */
export function NavLink({
  end = false,
  className,
  ...rest
}: Omit<LinkProps, 'className'> & { end?: boolean; className?: (state: { isActive: boolean }) => string }) {
  const active = isActive(useLocation().pathname, rest.to, end);
  return <Link {...rest} className={className?.({ isActive: active })} aria-current={active ? 'page' : undefined} />;
}
