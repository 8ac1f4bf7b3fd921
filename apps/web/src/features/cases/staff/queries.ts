import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';
import { useLocale } from '../../../i18n/locale';

const caseKey = (caseId: string) => ['worker', 'case', caseId] as const;

/** One case of the office as its staff page shows it, in the reader's language. */
export function useWorkerCase(caseId: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...caseKey(caseId), 'page', locale],
    queryFn: () => staffCall('workerCase', { params: { caseId } }),
    enabled,
  });
}

/** The case's history, newest first, a page at a time ("Show more" reads the next one). */
export function useCaseHistory(caseId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...caseKey(caseId), 'history'],
    queryFn: ({ pageParam }) =>
      staffCall('workerCaseHistory', { params: { caseId }, query: pageParam ? { before: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled,
  });
}

/** Writes an internal note; the case (its notes) and its history are read again. */
export function useAddCaseNote(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteText: string) => staffCall('workerAddCaseNote', { params: { caseId }, body: { noteText } }),
    onSuccess: () => client.invalidateQueries({ queryKey: caseKey(caseId) }),
  });
}
