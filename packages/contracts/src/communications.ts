import { z } from 'zod';
import { COMMUNICATION_CALLS } from './communications-api';
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

export const COMMUNICATION_ENDPOINTS = endpoints('communications', COMMUNICATION_CALLS, {
  listComm: {
    summary: "The signed-in person's last 20 notices, newest first, with the unread count",
    response: CommunicationList,
  },
  getENotices: {
    summary: 'The PDF of one of the person’s notices (404 for anyone else’s)',
    params: z.object({ communicationId: z.uuid() }),
    response: FileResponse,
    produces: 'application/pdf',
  },
  updateENoticeViewStatus: {
    summary: 'Marks one of the person’s notices read',
    body: z.object({ communicationID: z.uuid() }),
    response: z.object({ isSuccess: z.boolean() }),
  },
});
