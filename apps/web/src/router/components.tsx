import {
  Component,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Params } from './match';
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

/** Shows the routes the address matches, outermost first; nothing until the first page's module is there. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  if (!state.ready) return null;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderFrom(state, 0)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where the matched child route goes inside its parent. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** Goes to an address: `navigate(path, { replace, state })`. The same function on every render. */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useNavigate is used inside <RouterProvider> only.');
  return router.navigate;
}

/** The address's parameters (':formId'), percent-decoded. */
export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {};
}

/** The address's query, read only. */
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

/** Goes to `to` once shown (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

/** A plain click stays in the app; a new tab, a modified click or another target is the browser's. */
function useLinkClick(to: string, onClick: AnchorProps['onClick'], target: string | undefined, state?: unknown) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { state });
  };
}

/** A link to a page of the app (`to` is an absolute path, with its query if any; `state` goes with the history entry). */
export function Link({
  to,
  state,
  className,
  onClick,
  target,
  ...rest
}: AnchorProps & { to: string; state?: unknown; className?: string }) {
  const click = useLinkClick(to, onClick, target, state);
  return <a {...rest} className={className} target={target} href={to} onClick={click} />;
}

function isActive(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const there = new URL(to, window.location.origin).pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  if (here === there) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}

/** A link that knows whether it is the page shown (aria-current="page", and a class). */
export function NavLink({
  to,
  end = false,
  className,
  onClick,
  target,
  ...rest
}: AnchorProps & { to: string; end?: boolean; className?: (state: { isActive: boolean }) => string }) {
  const click = useLinkClick(to, onClick, target);
  const active = isActive(useLocation().pathname, to, end);
  return (
    <a
      {...rest}
      className={className?.({ isActive: active })}
      aria-current={active ? 'page' : undefined}
      target={target}
      href={to}
      onClick={click}
    />
  );
}
