import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerDocumentQueueQuery } from '@portal/contracts/documents-review';
import { staffCall } from '../../../api/staff';
import { useLocale } from '../../../i18n/locale';

/** The documents queue's reads; a decision on a document (DecisionForm) reads them again too. */
export const WORKER_DOCUMENTS_KEY = ['worker', 'documents'] as const;

/** One page of the documents waiting for review, oldest first (`query`: as the address says it). */
export function useDocumentQueue(query: WorkerDocumentQueueQuery, enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...WORKER_DOCUMENTS_KEY, 'queue', locale, query],
    queryFn: () => staffCall('workerDocumentQueue', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** "Assign to me", "Take over" and "Release" of a document of the queue. */
export function useDocumentAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; name: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseDocument', { params: { attachmentId: v.id } })
        : staffCall('workerAssignDocument', {
            params: { attachmentId: v.id },
            body: { takeOver: v.action === 'takeOver' },
          }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: WORKER_DOCUMENTS_KEY }),
  });
}
