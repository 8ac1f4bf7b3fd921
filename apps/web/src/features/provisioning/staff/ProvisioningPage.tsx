import { useLocation } from '../../../router';
import { OrganisationsPage } from './OrganisationsPage';
import { WORKER_PROVIDERS, WORKER_REPRESENTATIVES } from '../../../app/staffPaths';
import { ProvidersPage } from './ProvidersPage';
import { ProvisionedRepsPage } from './ProvisionedRepsPage';

/**
 * What an administrator provisions: provider facilities, representatives or organisations. One
 * module for their routes, so the route table every page loads stays small.
 */
export function Component() {
  const path = useLocation().pathname;
  if (path === WORKER_PROVIDERS || path.startsWith(`${WORKER_PROVIDERS}/`)) return <ProvidersPage />;
  return path === WORKER_REPRESENTATIVES ? <ProvisionedRepsPage /> : <OrganisationsPage />;
}
