import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecureMessageReply, TextSubscriptionRequest } from '@portal/contracts';
import { messagingCall as call, SECURE_MESSAGES_KEY as MESSAGES_KEY } from '../../api/messaging';

const TEXTS_KEY = ['user', 'text_messages'] as const;

/** GET list_Secure_Messages: the caseworkers' messages and the person's replies, newest first. */
export function useSecureMessages() {
  return useQuery({ queryKey: MESSAGES_KEY, queryFn: () => call('listSecureMessages') });
}

/** POST update_Secure_Message_View_Status when a message is opened; the list is read again. */
export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationID: string) => call('updateSecureMessageViewStatus', { body: { communicationID } }),
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** POST reply_Secure_Message; the list is read again to show the reply. */
export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SecureMessageReply) => call('replySecureMessage', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** GET get_Person_Information: the number on file and whether texts are on. */
export function useTextSettings() {
  return useQuery({ queryKey: TEXTS_KEY, queryFn: () => call('getPersonInformation') });
}

/** Opt in, or change the number (`change`); the settings are read again either way. */
export function useSubscribeTexts(change: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TextSubscriptionRequest) =>
      call(change ? 'updateTextMessageSubscription' : 'createTextMessageSubscription', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEXTS_KEY }),
  });
}

/** The code sent to a new number. */
export function useConfirmTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmationCode: string) => call('confirmTextMessageSubscription', { body: { confirmationCode } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEXTS_KEY }),
  });
}

/** POST unsubscribe_textMessage. */
export function useStopTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('unsubscribeTextMessage'),
    onSuccess: () => client.invalidateQueries({ queryKey: TEXTS_KEY }),
  });
}
