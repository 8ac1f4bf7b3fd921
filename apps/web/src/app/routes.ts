import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Locale } from '@portal/contracts';
import type { PageGuard } from '@portal/contracts/page-modules';
import type { RouteObject } from '../router';

/**
 * A screen route as features declare it. `guard`: 'public' for anyone, 'signedIn' for STANDARD or
 * LINKED users (others go to /login and come back), 'staff' for the staff console (signed in,
 * and a staff role, else the 403 page), 'unguarded' for routes the spec names as not guarded. `chrome: 'bare'` hides header and footer (login, account options, form pages).
 */
export type AppRoute = Omit<RouteObject, 'children' | 'index'> & {
  path: string;
  guard: PageGuard;
  chrome?: 'full' | 'bare';
  /**
   * The reads a signed-in page makes first, started when the page is the first one loaded and
   * the session start found a signed-in account, while the page's module still downloads.
   */
  prefetch?: (client: QueryClient, locale: Locale) => void;
};

/** A page module loaded on demand: it exports `Component` (the page). */
export function page(load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).Component }) };
}
