import { useQuery } from '@tanstack/react-query';
import { call } from './client';

export const INBOX_KEY = ['user', 'list_comm'] as const;

/**
 * GET nf_secure_inbox/list_comm: the person's last 20 notices (each in the language it was sent
 * in) and the unread count. Shared by the inbox and the dashboard's link to it.
 */
export const inboxQuery = { queryKey: INBOX_KEY, queryFn: () => call('listComm') };

export function useInbox(enabled = true) {
  return useQuery({ ...inboxQuery, enabled });
}
