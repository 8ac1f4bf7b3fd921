import { z } from 'zod';
import { WorkerAssignRequest } from './applications';
import { QueueAssignment } from './applications-responses';
import { MESSAGING_STAFF_CALLS } from './calls-staff';
import { endpoints, OkResult } from './endpoint';
import { MESSAGING_RESIDENT_CALLS, SECURE_MESSAGE_SUBJECT_MAX, SECURE_MESSAGE_TEXT_MAX } from './messaging-api';
import { WorkerMessageCases, WorkerMessageQueue, WorkerMessageQueueQuery } from './messages-queue';
import { line, PHONE_PATTERN, SecurityCode, text } from './validation';

export * from './messaging-api';
export * from './messages-queue';

/**
 * Text messages and secure messages (spec part 2 §3 "Text messages", "Secure message", §4):
 * a caseworker writes to a person on a case of their office; the person reads it after signing
 * in and may reply. A person who opted in to text messages gets a text saying a message is
 * waiting (never the message itself). A new number is confirmed with a code before any text.
 */

/** get_Person_Information: the mobile number on file and the text-message subscription. */
export const TextPersonInformation = z.object({
  isSuccess: z.boolean(),
  /** A phone number is on file among the account's contact methods. */
  phoneNumberInd: z.boolean(),
  /** Which contact method it is (PRIMARY or SECONDARY), or null. */
  phoneNumberID: z.string().nullable(),
  /** The number on file, as ###-###-####. */
  phoneNumber: z.string().nullable(),
  /** Texts are on. */
  subscriptionInd: z.boolean(),
  /** Portal additions: the number texts go to, a number waiting for its code, and a STOP reply that ended them. */
  subscribedPhoneNumber: z.string().nullable(),
  pendingPhoneNumber: z.string().nullable(),
  stoppedByReply: z.boolean(),
});
export type TextPersonInformation = z.infer<typeof TextPersonInformation>;

/** Opt-in (or a change of number): the number on file, or another one (###-###-####). */
export const TextSubscriptionRequest = z
  .object({ useNumberOnFile: z.boolean(), phoneNumber: line(20).optional() })
  .superRefine((v, ctx) => {
    if (v.useNumberOnFile) return;
    if (!v.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.contact.phoneRequired' });
    } else if (!PHONE_PATTERN.test(v.phoneNumber)) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.phone.invalid' });
    }
  });
export type TextSubscriptionRequest = z.input<typeof TextSubscriptionRequest>;

export const TextSubscriptionResult = z.object({
  isSuccess: z.boolean(),
  subscriptionID: z.uuid(),
  /** A code went to the number; texts start once it is entered. False: texts are on now. */
  confirmationNeeded: z.boolean(),
  /** The number, as ###-###-####. */
  phoneNumber: z.string(),
});
export type TextSubscriptionResult = z.infer<typeof TextSubscriptionResult>;

export const SecureMessageDirection = z.enum(['FROM_OFFICE', 'FROM_PERSON']);

/** One secure message, as the person reads it: the sent date and the full text. */
export const SecureMessage = z.object({
  communicationID: z.uuid(),
  subjectText: z.string(),
  communicationText: z.string(),
  communicationDate: z.string(),
  /** FROM_OFFICE: written by a caseworker; FROM_PERSON: the person's reply. */
  direction: SecureMessageDirection,
  /** Who wrote it: the office's name, or the person's. */
  correspondentName: z.string(),
  caseReference: z.string(),
  /** Read by the person (a caseworker's message) or by the office (a reply). */
  nfViewedInd: z.boolean(),
  nfClientViewedDate: z.string().nullable(),
  /** The message this one answers (a reply), or null. */
  nfCarbonCopyFromCommID: z.uuid().nullable(),
});
export type SecureMessage = z.infer<typeof SecureMessage>;

export const SecureMessageList = z.object({
  isSuccess: z.boolean(),
  nfUnreadSecureMessagesCount: z.number().int(),
  messages: z.array(SecureMessage),
});
export type SecureMessageList = z.infer<typeof SecureMessageList>;

const messageText = text(SECURE_MESSAGE_TEXT_MAX).min(1, 'validation.required');

export const SecureMessageReply = z.object({ communicationID: z.uuid(), communicationText: messageText });
export type SecureMessageReply = z.input<typeof SecureMessageReply>;

/** A message a caseworker writes to the person on one of the office's cases. */
export const WorkerSecureMessageRequest = z.object({
  caseId: z.uuid('validation.required'),
  subjectText: line(SECURE_MESSAGE_SUBJECT_MAX).min(1, 'validation.required'),
  communicationText: messageText,
});
export type WorkerSecureMessageRequest = z.input<typeof WorkerSecureMessageRequest>;

/** What the SMS provider posts when a person texts the portal's number (STOP ends the texts). */
export const SmsInbound = z.object({ from: line(20), text: text(1600) });

const subscription = { body: TextSubscriptionRequest, response: TextSubscriptionResult, errors: [409, 429] };

export const MESSAGING_ENDPOINTS = endpoints(
  'messaging',
  { ...MESSAGING_RESIDENT_CALLS, ...MESSAGING_STAFF_CALLS },
  {
    getPersonInformation: {
      summary: 'The mobile number on file and whether texts about new secure messages are on',
      response: TextPersonInformation,
    },
    createTextMessageSubscription: {
      summary: 'Turns texts on: the number on file if it was confirmed, otherwise a code goes to the number first',
      ...subscription,
    },
    updateTextMessageSubscription: {
      summary: 'Changes the number texts go to (texts stay on the old one until the new one is confirmed)',
      ...subscription,
    },
    confirmTextMessageSubscription: {
      summary: 'The code sent to the new number: texts go to it from now on',
      body: z.object({ confirmationCode: SecurityCode }),
      response: TextSubscriptionResult,
    },
    unsubscribeTextMessage: { summary: 'Stops the texts (secure messages are still read here)', response: OkResult },
    unreadSecureMessagesCount: {
      summary: 'How many of the caseworkers’ messages the person has not opened',
      response: z.object({ nfUnreadSecureMessagesCount: z.number().int() }),
    },
    listSecureMessages: {
      summary: 'The person’s secure messages and replies, newest first',
      response: SecureMessageList,
    },
    updateSecureMessageViewStatus: {
      summary: 'Records that the person opened a caseworker’s message (the first time only)',
      body: z.object({ communicationID: z.uuid() }),
      response: OkResult,
    },
    replySecureMessage: {
      summary: 'The person’s answer to a caseworker’s message; the office reads it on the staff side',
      body: SecureMessageReply,
      response: SecureMessage,
      errors: [429],
    },
    workerSecureMessages: {
      summary:
        "A page of the office's residents' messages waiting for an answer, oldest first, searched and filtered, with the count",
      query: WorkerMessageQueueQuery,
      response: WorkerMessageQueue,
    },
    workerSecureMessageCases: {
      summary: 'Cases of the caseworker’s office a message can go to (the person has a linked account)',
      response: WorkerMessageCases,
    },
    workerAssignSecureMessage: {
      summary:
        'Assigns a resident’s message to the caseworker who asks (refused while another has it, unless taken over)',
      params: z.object({ id: z.uuid() }),
      body: WorkerAssignRequest,
      response: QueueAssignment,
      errors: [409],
    },
    workerReleaseSecureMessage: {
      summary: 'Releases the resident’s message the caseworker has, back to the office',
      params: z.object({ id: z.uuid() }),
      response: QueueAssignment,
      errors: [409],
    },
    workerSendSecureMessage: {
      summary: 'Writes a secure message to the person on a case of the office; they are told by e-mail and text',
      body: WorkerSecureMessageRequest,
      response: SecureMessage,
      errors: [409],
    },
    workerReadSecureMessage: {
      summary: 'Marks a person’s reply to a message of the office as read by the office (the first time only)',
      params: z.object({ id: z.uuid() }),
      response: SecureMessage,
    },
    smsInbound: {
      summary:
        'The SMS provider posts a text a person sent to the portal’s number (bearer token); STOP ends texts to that number',
      body: SmsInbound,
      response: OkResult,
    },
  },
);
