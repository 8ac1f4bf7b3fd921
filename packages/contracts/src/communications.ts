import { z } from 'zod';
import { COMMUNICATION_RESIDENT_CALLS } from './communications-api';
import { COMMUNICATION_STAFF_CALLS } from './calls-staff';
import { endpoints, FileResponse } from './endpoint';

export * from './communications-api';

/**
 * The secure inbox (spec part 2 §3 "Communication"): the notices the portal sent the person,
 * newest first, each as the person read it (their language) with its PDF.
 */
export const Communication = z.object({
  communicationID: z.uuid(),
  subjectText: z.string(),
  /** The notice's text, as sent. */
  bodyText: z.string(),
  /** The kind of notice (application.decision, document.rejected, account.passwordReset…). */
  typeCode: z.string(),
  communicationDate: z.string(),
  /** UNREAD until the person first opens it. */
  statusCode: z.enum(['UNREAD', 'READ']),
  viewedDate: z.string().nullable(),
  methodTypeCode: z.literal('ONLINE'),
  attachmentInd: z.boolean(),
  communicationFormat: z.literal('PDF'),
  /** Portal addition: when the person asked for a paper copy (send_by_mail), and when staff mailed it. */
  mailRequestedDate: z.string().nullable(),
  mailedDate: z.string().nullable(),
  /** Portal addition: the paper copy was queued because the person gets notices on paper (no e-notices). */
  paperByDefault: z.boolean(),
});
export type Communication = z.infer<typeof Communication>;

export const CommunicationList = z.object({
  isSuccess: z.boolean(),
  /** Unread among all of the person's communications (not only the listed ones). */
  unreadCount: z.number().int(),
  /** The last 20. */
  communications: z.array(Communication),
});
export type CommunicationList = z.infer<typeof CommunicationList>;

/** The person's mailing address on file, one line (spec part 2 §3 "Mailing address"); null when there is none. */
export const MailingAddress = z.object({ isSuccess: z.boolean(), mailingAddress: z.string().nullable() });
export type MailingAddress = z.infer<typeof MailingAddress>;

/** A paper copy a person asked for, as the staff print queue shows it. */
export const PaperCopy = z.object({
  communicationID: z.uuid(),
  personName: z.string(),
  subjectText: z.string(),
  mailingAddress: z.string(),
  mailRequestedDate: z.string(),
});
export const PaperCopies = z.object({ paperCopies: z.array(PaperCopy) });
export type PaperCopies = z.infer<typeof PaperCopies>;

/**
 * E-notices (spec part 2 §3 "Subscription state", §4): subscribed, notices are e-mailed and no
 * paper copy is mailed; not subscribed, a paper copy of each is mailed to the address on file.
 */
export const SubscriptionState = z.object({
  isSuccess: z.boolean(),
  message: z.string(),
  isSubscribed: z.boolean(),
  /** Portal additions: the confirmed e-mail address notices go to (partly hidden), or null. */
  confirmedEmail: z.string().nullable(),
  subscribedSince: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionState>;
/** The primary contact method (spec part 2 §3 "Primary contact"), partly hidden. */
export const PrimaryContact = z.object({
  contactInformation: z.string().nullable(),
  contactMethod: z.enum(['EMAIL', 'PHONE']).nullable(),
  isEmailInd: z.boolean(),
  contactID: z.string().nullable(),
});

const communicationId = z.object({ communicationId: z.uuid() });

export const COMMUNICATION_ENDPOINTS = endpoints(
  'communications',
  { ...COMMUNICATION_RESIDENT_CALLS, ...COMMUNICATION_STAFF_CALLS },
  {
    listComm: {
      summary: "The signed-in person's last 20 notices, newest first, with the unread count",
      response: CommunicationList,
    },
    getENotices: {
      summary: 'The PDF of one of the person’s notices (404 for anyone else’s)',
      params: communicationId,
      response: FileResponse,
      produces: 'application/pdf',
    },
    updateENoticeViewStatus: {
      summary: 'Marks one of the person’s notices read',
      body: z.object({ communicationID: z.uuid() }),
      response: z.object({ isSuccess: z.boolean() }),
    },
    isSubscribed: {
      summary: 'Whether the person gets notices electronically (e-notices)',
      response: SubscriptionState,
    },
    primaryContactDtls: { summary: "The person's primary contact method, partly hidden", response: PrimaryContact },
    subscribeEnotices: {
      summary: 'Notices by e-mail, no paper: needs an e-mail address confirmed with a code',
      response: SubscriptionState,
      errors: [409],
    },
    unsubscribeEnotices: { summary: 'Notices back to paper mail', response: SubscriptionState },
    getMailingAddress: {
      summary: 'The mailing address on file for the signed-in person (the household’s), or null',
      response: MailingAddress,
    },
    sendByMail: {
      summary:
        'Asks for a paper copy of one of the person’s notices, mailed to the address on file (once until it is mailed); isSuccess false, with the reason, when there is no address',
      params: communicationId,
      response: z.object({ isSuccess: z.boolean(), message: z.string() }),
    },
    workerPaperCopies: {
      summary: 'Paper copies residents of the caseworker’s office asked for and not yet mailed, oldest first',
      response: PaperCopies,
    },
    workerPaperCopyPdf: {
      summary: 'The PDF of a notice waiting in the print queue of the caseworker’s office',
      params: communicationId,
      response: FileResponse,
      produces: 'application/pdf',
    },
    workerPaperCopyMailed: {
      summary: 'Records that a paper copy was printed and mailed: it leaves the queue',
      params: communicationId,
      response: z.object({ isSuccess: z.boolean() }),
    },
  },
);
