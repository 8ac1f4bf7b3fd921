import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts';
import { routeMatcher } from '../router/router';
import { appRoutes } from './appRoutes';
import type { AppRoute } from './routes';

/*
 * The first page's module starts downloading while the rest of the app's code is still being
 * evaluated: main.tsx imports this module first, and neither it nor the route table needs
 * React DOM (the heavy part). Without it the download waited until the router was created,
 * after React DOM and every shell module had run (about 130 ms of a slow phone's processor).
 * The router asks for the same module when it starts; the browser gives it the download
 * already under way. A failure is left to the router, which shows it on the page.
 */
const first = routeMatcher(appRoutes)(window.location.pathname).at(-1)?.route as AppRoute | undefined;
first?.lazy?.().catch(() => undefined);

/** Once the session start found a signed-in account: the first page's own first reads, while its module downloads. */
export function prefetchFirstPage(client: QueryClient, locale: Locale): void {
  first?.prefetch?.(client, locale);
}
