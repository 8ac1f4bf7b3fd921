import { useQuery } from '@tanstack/react-query';
import { STAFF_CALLS, type StaffCallName } from '@portal/contracts/calls-staff';
import type { ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import { callAt, type CallArgs } from './client';

/**
 * Makes one call of the staff console by name (caseworkers, hearing officers, administrators).
 * Its table is loaded with the staff pages only, never with a resident's.
 */
export function staffCall<K extends StaffCallName>(name: K, ...[request]: CallArgs<K>): Promise<ResponseFor<K>> {
  return callAt<K>(STAFF_CALLS[name] as Call, request);
}

/** Who is signed in to the staff console: name, office and staff role (every staff page may ask). */
export function useWorkerMe() {
  return useQuery({ queryKey: ['worker', 'me'], queryFn: () => staffCall('workerMe') });
}
