import { page, type AppRoute } from '../../app/routes';
import { WORKER_LINKS } from '../../app/staffPaths';

/** Administrators: the configured links and the click counts (staff/). */
export const routes: AppRoute[] = [{ path: WORKER_LINKS, guard: 'staff', ...page(() => import('./staff/LinksPage')) }];
