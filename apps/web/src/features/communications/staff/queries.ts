import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../api/staff';

const paperKey = ['worker', 'paper_copies'] as const;

/** The office's print queue of paper copies (send by mail). */
export function usePaperCopies() {
  return useQuery({ queryKey: paperKey, queryFn: () => staffCall('workerPaperCopies') });
}

/** Marks a paper copy mailed; the queue is read again. */
export function useMarkMailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationId: string) => staffCall('workerPaperCopyMailed', { params: { communicationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paperKey }),
  });
}
