import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerSecureMessageRequest } from '@portal/contracts/messaging';
import { staffCall } from '../../../api/staff';

const key = ['worker', 'secure_messages'] as const;

/** The office's cases a message can go to, and its messages and replies. */
export function useOfficeMessages() {
  return useQuery({ queryKey: key, queryFn: () => staffCall('workerSecureMessages') });
}

/** Writes a secure message; the list is read again. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerSecureMessageRequest) => staffCall('workerSendSecureMessage', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Marks a person's reply read by the office; the list is read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffCall('workerReadSecureMessage', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
