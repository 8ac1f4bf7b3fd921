import { page, type AppRoute } from '../../app/routes';
import {
  WORKER_ORGANISATIONS,
  WORKER_PROVIDER,
  WORKER_PROVIDER_NEW,
  WORKER_PROVIDERS,
  WORKER_REPRESENTATIVES,
} from '../../app/staffPaths';

/** Administrators: provider facilities, organisations and provisioned representatives (one module for all three). */
const provisioning = page(() => import('./staff/ProvisioningPage'));

export const routes: AppRoute[] = [
  { path: WORKER_PROVIDERS, guard: 'staff', ...provisioning },
  { path: WORKER_PROVIDER_NEW, guard: 'staff', ...provisioning },
  { path: WORKER_PROVIDER, guard: 'staff', ...provisioning },
  { path: WORKER_ORGANISATIONS, guard: 'staff', ...provisioning },
  { path: WORKER_REPRESENTATIVES, guard: 'staff', ...provisioning },
];
