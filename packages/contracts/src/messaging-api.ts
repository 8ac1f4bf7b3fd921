import { UA_BASE } from './api';
import { call } from './http';

/**
 * Text messages and secure messages (spec part 2 §7 "Text messages"): the text-message opt-in
 * and the messages caseworkers write to a person. No zod: the browser imports it, with the
 * secure-message pages only (apart from RESIDENT_CALLS, which every page loads).
 */
const TEXT = `${UA_BASE}/nf_textMessage_subscriptionua`;
export const MESSAGING_RESIDENT_CALLS = {
  getPersonInformation: call('GET', `${TEXT}/get_Person_Information`),
  createTextMessageSubscription: call('POST', `${TEXT}/create_textMessage_subscription`),
  updateTextMessageSubscription: call('POST', `${TEXT}/update_TextMessage_Subscription`),
  /** The code sent to a new number, which turns the texts on (the "confirm subscription" action). */
  confirmTextMessageSubscription: call('POST', `${TEXT}/confirm_textMessage_subscription`),
  unsubscribeTextMessage: call('POST', `${TEXT}/unsubscribe_textMessage`),
  unreadSecureMessagesCount: call('GET', `${TEXT}/unread_SecureMessages_Count`),
  listSecureMessages: call('GET', `${TEXT}/list_Secure_Messages`),
  updateSecureMessageViewStatus: call('POST', `${TEXT}/update_Secure_Message_View_Status`),
  replySecureMessage: call('POST', `${TEXT}/reply_Secure_Message`),
};
export type MessagingCallName = keyof typeof MESSAGING_RESIDENT_CALLS;

/** The longest subject and message a caseworker or a person may write. */
export const SECURE_MESSAGE_SUBJECT_MAX = 120;

/** A reply's subject, by either side: "Re: " and the subject it answers (once), within the limit. */
export function replySubject(subject: string): string {
  return (subject.startsWith('Re: ') ? subject : `Re: ${subject}`).slice(0, SECURE_MESSAGE_SUBJECT_MAX);
}
export const SECURE_MESSAGE_TEXT_MAX = 2000;

/** The office's queue of residents' messages (ADR 0418): read by the office or not, its filter. */
export const MESSAGE_QUEUE_READ = ['unread', 'read'] as const;
export type MessageQueueRead = (typeof MESSAGE_QUEUE_READ)[number];
