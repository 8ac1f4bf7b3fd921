import { routeMatcher } from '../router/router';
import { appRoutes } from './appRoutes';

/*
 * The first page's module starts downloading while the rest of the app's code is still being
 * evaluated: main.tsx imports this module before React, and neither it nor the route table
 * needs React. Without it the download waited until the router was created, after React DOM
 * and every shell module had run (about 130 ms of a slow phone's processor). The router asks
 * for the same module when it starts; the browser gives it the download already under way. A
 * failure is left to the router, which shows it on the page.
 */
const first = routeMatcher(appRoutes)(window.location.pathname).at(-1)?.route;
first?.lazy?.().catch(() => undefined);
