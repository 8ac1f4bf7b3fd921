import { useQuery } from '@tanstack/react-query';
import { call } from './client';

export const EXTERNAL_LINKS_KEY = ['nf_external_URL_config'] as const;

/**
 * GET nf_external_URL_config: the configured links the shell shows (banners, footer), read once
 * the public settings are in; an administrator's change invalidates it.
 */
export const externalLinksQuery = {
  queryKey: EXTERNAL_LINKS_KEY,
  queryFn: () => call('externalUrlConfig'),
  staleTime: 10 * 60_000,
};

export function useExternalLinks(enabled: boolean) {
  return useQuery({ ...externalLinksQuery, enabled });
}
