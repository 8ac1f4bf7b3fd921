import { page, type AppRoute } from '../../app/routes';
import { WORKER_CASE } from '../../app/staffPaths';

/** The staff case page (staff/): one case with its items, internal notes and history (ADR 0412). */
export const routes: AppRoute[] = [{ path: WORKER_CASE, guard: 'staff', ...page(() => import('./staff/CasePage')) }];
