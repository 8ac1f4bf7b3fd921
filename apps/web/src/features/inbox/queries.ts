import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

import { INBOX_KEY } from '../../api/inbox';

/** POST update_ENotice_ViewStatus when a notice is opened; the list (and its unread count) is read again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationID: string) => call('updateENoticeViewStatus', { body: { communicationID } }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
