import { useLocation } from 'react-router';
import { OrganisationsPage } from './OrganisationsPage';
import { WORKER_PROVIDERS } from './paths';
import { ProvidersPage } from './ProvidersPage';

/**
 * What an administrator provisions: provider facilities, or organisations. One module for both
 * routes, so the route table every page loads stays small.
 */
export function Component() {
  return useLocation().pathname === WORKER_PROVIDERS ? <ProvidersPage /> : <OrganisationsPage />;
}
