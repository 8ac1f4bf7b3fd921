import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExternalLinkUpdate } from '@portal/contracts/system';
import { staffCall } from '../../../api/staff';
import { EXTERNAL_LINKS_KEY } from '../../../api/links';

const linksKey = ['worker', 'external_links'] as const;

/** Every configured link, shown or not. */
export function useAllLinks() {
  return useQuery({ queryKey: linksKey, queryFn: () => staffCall('workerExternalLinks') });
}

/** Saves one link; the list is read again, and so is the shell's (its banners and footer). */
export function useSaveLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ExternalLinkUpdate }) =>
      staffCall('workerUpdateExternalLink', { params: { id: String(id) }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: linksKey });
      await client.invalidateQueries({ queryKey: EXTERNAL_LINKS_KEY });
    },
  });
}

/** The click counts of the last 90 days. */
export function useCounters() {
  return useQuery({ queryKey: ['worker', 'counters'], queryFn: () => staffCall('workerCounters') });
}
