import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerSecureMessageRequest } from '@portal/contracts/messaging';
import { OFFICE_MESSAGES_KEY as key } from '../../../api/officeMessages';
import { staffCall } from '../../../api/staff';

export { useOfficeMessages } from '../../../api/officeMessages';

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
