import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { INBOX_KEY } from '../../api/inbox';
import { sessionKeys } from '../../app/session';

/**
 * POST update_ENotice_ViewStatus when a notice is opened; the list (and its unread count) is read
 * again, and so is the account, whose answer carries the header's count.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationID: string) => call('updateENoticeViewStatus', { body: { communicationID } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: INBOX_KEY }),
        client.invalidateQueries({ queryKey: sessionKeys.account }),
      ]),
  });
}

/** GET get_mailing_address: where a paper copy would go (null: no address on file). */
export function useMailingAddress() {
  return useQuery({ queryKey: ['user', 'mailing_address'], queryFn: () => call('getMailingAddress') });
}

/** POST send_by_mail/{id}: asks for a paper copy; the list is read again for the request's date. */
export function useSendByMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (communicationId: string) => call('sendByMail', { params: { communicationId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

const ENOTICES_KEY = ['user', 'enotices'] as const;

/** POST primary_contact_dtls: whether the primary contact method is an e-mail (which slot to change). */
export function usePrimaryContact() {
  return useQuery({ queryKey: ['user', 'primary_contact_dtls'], queryFn: () => call('primaryContactDtls') });
}

/** GET is_subscribed: e-notices on or off, and the confirmed e-mail address they go to. */
export function useSubscription() {
  return useQuery({ queryKey: ENOTICES_KEY, queryFn: () => call('isSubscribed') });
}

/** POST subscribe_enotices / unsubscribe_enotices: the answer is the new state. */
export function useSetSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => call(on ? 'subscribeEnotices' : 'unsubscribeEnotices'),
    onSuccess: (state) => client.setQueryData(ENOTICES_KEY, state),
  });
}
