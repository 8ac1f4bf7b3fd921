import { ROUTES } from '@portal/contracts/routes';
import { page, type AppRoute } from '../../app/routes';

/**
 * The staff console's home: what waits for the staff member, with a card for each queue. Each
 * queue's own pages are routed by the feature they belong to (`features/<concept>/routes.ts`,
 * pages in `staff/`); the server refuses every staff call to anyone without a staff role.
 */
export const routes: AppRoute[] = [{ path: ROUTES.worker, guard: 'staff', ...page(() => import('./WorkerHomePage')) }];
