import { useQuery } from '@tanstack/react-query';
import type { ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import { PRESUMPTIVE_CALLS } from '@portal/contracts/presumptive-api';
import { callAt, type CallArgs } from '../../../api/client';

type PresumptiveCallName = keyof typeof PRESUMPTIVE_CALLS;

/**
 * Makes one presumptive-eligibility call by name. Its table loads with these pages only, not
 * with the first page every resident loads.
 */
export function presumptiveCall<K extends PresumptiveCallName>(
  name: K,
  ...[request]: CallArgs<K>
): Promise<ResponseFor<K>> {
  return callAt<K>(PRESUMPTIVE_CALLS[name] as Call, request);
}

export const filingKey = (formId: string) => ['user', 'presumptive', formId] as const;

/** A filing of the signed-in provider (404 for anyone else's). */
export function useFiling(formId: string, enabled: boolean) {
  return useQuery({
    queryKey: filingKey(formId),
    queryFn: () => presumptiveCall('presumptiveFiling', { params: { formId } }),
    enabled,
    retry: false,
  });
}

/** Starts a filing (the provider's open one, or a new one); 403 for an account that may not file. */
export function useStart(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'presumptive', 'start'],
    queryFn: () => presumptiveCall('presumptive'),
    enabled,
    retry: false,
    gcTime: 0,
  });
}
