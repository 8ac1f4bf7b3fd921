import { matchPath } from '../router/match';
import type { AppRoute } from './routes';

/** Every feature's routes (features/<name>/routes.ts); a feature that is not built has none. */
const modules = import.meta.glob<{ routes: AppRoute[] }>('../features/*/routes.ts', { eager: true });
export const appRoutes: AppRoute[] = Object.values(modules).flatMap((m) => m.routes);

// A route that is one bare parameter ('/:slug', the create-account page under another identity
// service's name) matches every one-segment address and shows "not found" for the rest: it
// says nothing about whether a given address is built.
const patterns = appRoutes.filter(({ path }) => !/^\/:[^/]+$/.test(path)).map(({ path }) => path);

/**
 * Whether a screen path belongs to a built feature. Links to a feature that is not built yet are
 * left out (a resident should not be offered a "page not found"); they appear once it registers.
 */
export function isRegistered(pathname: string): boolean {
  return patterns.some((path) => matchPath(path, pathname) !== null);
}
