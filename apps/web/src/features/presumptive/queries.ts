import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const filingKey = (formId: string) => ['user', 'presumptive', formId] as const;

/** A filing of the signed-in provider (404 for anyone else's). */
export function useFiling(formId: string, enabled: boolean) {
  return useQuery({
    queryKey: filingKey(formId),
    queryFn: () => call('presumptiveFiling', { params: { formId } }),
    enabled,
    retry: false,
  });
}

/** Starts a filing (the provider's open one, or a new one); 403 for an account that may not file. */
export function useStart(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'presumptive', 'start'],
    queryFn: () => call('presumptive'),
    enabled,
    retry: false,
    gcTime: 0,
  });
}
