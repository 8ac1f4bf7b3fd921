import { useQuery } from '@tanstack/react-query';
import type { ResponseFor } from '@portal/contracts/endpoints';
import type { Call } from '@portal/contracts/http';
import { MESSAGING_RESIDENT_CALLS, type MessagingCallName } from '@portal/contracts/messaging-api';
import { callAt, type CallArgs } from './client';

/**
 * Makes one call of the secure messages and text messages by name. Its table is loaded with
 * those pages only, not with the first page every resident loads.
 */
export function messagingCall<K extends MessagingCallName>(
  name: K,
  ...[request]: CallArgs<K>
): Promise<ResponseFor<K>> {
  return callAt<K>(MESSAGING_RESIDENT_CALLS[name] as Call, request);
}

/** The query key of the person's secure messages; the unread count sits under it, so reading a message refreshes both. */
export const SECURE_MESSAGES_KEY = ['user', 'secure_messages'] as const;

/** GET unread_SecureMessages_Count: the caseworkers' messages not opened yet (the dashboard's link shows it). */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: [...SECURE_MESSAGES_KEY, 'unread'],
    queryFn: () => messagingCall('unreadSecureMessagesCount'),
    enabled,
  });
}
