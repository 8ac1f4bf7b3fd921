import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerSecureMessageRequest } from '@portal/contracts/messaging';
import { staffCall } from '../../../api/staff';
import { WORKER_MESSAGES_KEY as key } from '../../../api/staffQueues';

export { useMessageQueue } from '../../../api/staffQueues';

/** The office's cases a message can go to (the write form's list). */
export function useMessageCases() {
  return useQuery({ queryKey: [...key, 'cases'], queryFn: () => staffCall('workerSecureMessageCases') });
}

/** Writes a secure message; the queue is read again (a message on a case answers what waited on it). */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerSecureMessageRequest) => staffCall('workerSendSecureMessage', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Marks a person's message read by the office; the queue is read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffCall('workerReadSecureMessage', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** "Assign to me", "Take over" and "Release" of a message of the queue. */
export function useMessageAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; subject: string; action: 'assign' | 'takeOver' | 'release' }) =>
      v.action === 'release'
        ? staffCall('workerReleaseSecureMessage', { params: { id: v.id } })
        : staffCall('workerAssignSecureMessage', { params: { id: v.id }, body: { takeOver: v.action === 'takeOver' } }),
    // Refused or not, the queue is read again: a refusal means someone else changed it.
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
