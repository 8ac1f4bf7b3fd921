import type { ComponentType, ReactNode } from 'react';
import { navigate as writeHistory } from 'wouter/use-browser-location';
import { matchPath, specificity, type Params } from './match';

/** One entry of the route table (ADR 0121). A page route loads its module on demand (`lazy`). */
export interface RouteObject {
  /** An absolute pattern ('/apply/:formId'); none for a layout that only wraps its children. */
  path?: string;
  /** The child shown at its parent's own address. */
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Shown instead of this route (and what it wraps) when rendering or loading it fails. */
  errorElement?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** New for every history entry: an error shown on one page is forgotten on the next. */
  key: string;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** A page's module is on its way; the page before stays shown until it is there. */
  navigating: boolean;
  /** The route whose module could not be loaded, and why. */
  failure: { index: number; error: unknown } | null;
  /** False until the first page's modules are there. */
  ready: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
}

interface Branch {
  path: string;
  routes: RouteObject[];
  score: number;
}

/** Every way down the table to a leaf, most specific first (ties keep the table's order). */
function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], inherited?: string): Branch[] {
  return routes.flatMap((route) => {
    const path = route.path ?? inherited;
    if (route.children) return branchesOf(route.children, [...parents, route], path);
    if (path === undefined) return [];
    return [{ path, routes: [...parents, route], score: specificity(path) + (route.index ? 2 : 0) }];
  });
}

/** The routes an address shows, outermost first (none: no route matches). */
export function routeMatcher(table: RouteObject[]): (pathname: string) => RouteMatch[] {
  const branches = branchesOf(table).sort((a, b) => b.score - a.score);
  return (pathname) => {
    for (const branch of branches) {
      const found = matchPath(branch.path, pathname);
      if (found) return branch.routes.map((route) => ({ route, ...found }));
    }
    return [];
  };
}

let keys = 0;
const newKey = () => `k${++keys}${Date.now().toString(36)}`;

/** The address bar and its history entry (an entry another script pushed has no key: it gets one). */
function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? newKey() };
}

const hrefOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${l.pathname}${l.search}${l.hash}`;

/** Loads a route's module once; a failure is kept from the route so the next visit tries again. */
const loading = new WeakMap<RouteObject, Promise<void>>();
function load(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then(
      (loaded) => {
        route.Component = loaded.Component;
        delete route.lazy;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

/**
 * The browser router: the address bar and history drive which routes are shown. A navigation
 * loads the new page's module first and only then changes the address and the page, so the
 * page before stays in place (marked busy) meanwhile; the latest navigation wins. Wouter has no
 * such step (its location is the address bar's, at once), so its hooks and components read the
 * location shown here instead: RouterProvider gives it to wouter's <Router> as its location hook.
 */
export function createBrowserRouter(table: RouteObject[]): Router {
  const matchesFor = routeMatcher(table);
  const listeners = new Set<() => void>();
  let state: RouterState = { location: readLocation(), matches: [], navigating: false, failure: null, ready: false };
  let latest = 0;

  const set = (change: Partial<RouterState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  };

  /** Shows `next` once its modules are there; `replace` says how its history entry is written (none: it is already there). */
  async function go(next: Location, replace?: boolean): Promise<void> {
    const token = ++latest;
    const matches = matchesFor(next.pathname);
    let failure: RouterState['failure'] = null;
    if (matches.some((m) => m.route.lazy)) {
      if (state.ready) set({ navigating: true });
      for (const [index, { route }] of matches.entries()) {
        try {
          await load(route);
        } catch (error) {
          failure = { index, error };
          break;
        }
      }
      if (token !== latest) return;
    }
    // The entry carries the page's state and its key (wouter's navigate writes `state` as given).
    if (replace !== undefined) writeHistory(hrefOf(next), { replace, state: { usr: next.state, key: next.key } });
    set({ location: next, matches, navigating: false, failure, ready: true });
  }

  // Back and forward: the address has changed, the page follows once its modules are there. (A
  // store, not wouter's location hook: the first page's module loads before React renders.)
  window.addEventListener('popstate', () => void go(readLocation()));
  void go(state.location);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const url = new URL(to, window.location.href);
      const next = {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: options.state ?? null,
        key: newKey(),
      };
      // Going to where one already is adds no history entry.
      return go(next, options.replace ?? hrefOf(next) === hrefOf(state.location));
    },
  };
}
