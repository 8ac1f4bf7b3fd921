import { z } from 'zod';
import { SignAndSubmitRequest, WorkerAssignRequest } from './applications';
import { QueueAssignment } from './applications-responses';
import { APPEAL_RESIDENT_CALLS } from './appeals-api';
import { WorkerAppealQueue, WorkerAppealQueueQuery } from './appeals-queue';
import { APPEAL_STAFF_CALLS } from './calls-staff';
import { APPEAL_CODE_TABLES } from './code-tables-appeals';
import { codeValues } from './code-tables';
import { endpoints, FileResponse } from './endpoint';
import { line, text } from './validation';

export * from './appeals-api';
export * from './appeals-queue';

/**
 * Requests and answers of appeals (spec part 2 §3 "Appeal request": primaryAppellantName,
 * appealRequestStatus, submittedDateTime, onlineAppealRequestId, nfAppealedProgramCode), with
 * the spec's field names; the portal's additions are commented.
 */

export const AppealStatus = z.enum(codeValues(APPEAL_CODE_TABLES.AppealStatus));
export type AppealStatus = z.infer<typeof AppealStatus>;
export const HearingMode = z.enum(codeValues(APPEAL_CODE_TABLES.HearingMode));
export const HearingOutcome = z.enum(codeValues(APPEAL_CODE_TABLES.HearingOutcome));
/** Why a decision cannot be appealed online now (the server words each, with the last day). */
export const AppealRefusal = z.enum(['WITHDRAWN_PROGRAM', 'ALREADY_APPEALED', 'PAST_DEADLINE']);
/** MA: Medicaid decisions (/appeals); NF: the other programmes (/nfAppeals). */
export const AppealTrack = z.enum(['MA', 'NF']);
export type AppealTrack = z.infer<typeof AppealTrack>;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A decision the person may appeal: a programme decided on an application, or a case action. */
export const AppealableDecision = z.object({
  decisionId: z.string(),
  /** APPLICATION: a programme approved or denied; CASE_ACTION: a renewal or reported change decided. */
  kind: z.enum(['APPLICATION', 'CASE_ACTION']),
  programCode: z.string(),
  programName: z.string(),
  /** What was decided, in the reader's language ("Denied", "Renewal accepted"). */
  decisionDescription: z.string(),
  /** The application's or case's reference. */
  reference: z.string(),
  decisionDate: Day,
  /** The 90th day after the decision. */
  lastDayToAppeal: Day,
  /** Why it cannot be appealed online now, or null. */
  refusal: AppealRefusal.nullable(),
  refusalDescription: z.string().nullable(),
  /** A request about it the person started and has not sent: resume it. */
  draftFormId: z.string().nullable(),
});
export type AppealableDecision = z.infer<typeof AppealableDecision>;
export const AppealDecisions = z.object({ track: AppealTrack, decisions: z.array(AppealableDecision) });
export const TrackQuery = z.object({ track: AppealTrack });
export const StartAppealRequest = z.object({ track: AppealTrack, decisionId: z.uuid() });
export const StartAppealResult = z.object({ formId: z.string() });
export const SubmitAppealResult = z.object({ onlineAppealRequestId: z.string(), referenceNumber: z.string() });

export const Hearing = z.object({
  date: Day,
  /** HH:MM, state time. */
  time: z.string(),
  mode: HearingMode,
  modeDescription: z.string(),
  place: z.string(),
});

/** One appeal request as its appellant sees it. */
export const AppealRequest = z.object({
  primaryAppellantName: z.string(),
  appealRequestStatus: AppealStatus,
  submittedDateTime: z.string(),
  onlineAppealRequestId: z.string(),
  nfAppealedProgramCode: z.string(),
  /** Portal additions. */
  track: AppealTrack,
  referenceNumber: z.string(),
  programName: z.string(),
  statusDescription: z.string(),
  decisionDate: Day,
  /** The date it counts as filed: the next business day when sent after 5 p.m., on a weekend or a holiday. */
  filedOn: Day,
  /** Who sent it (the signed-in person's account name). */
  senderName: z.string(),
  /** The PDF of the request (appeals/:id/pdf). */
  attachmentID: z.string(),
  hearing: Hearing.nullable(),
  outcome: HearingOutcome.nullable(),
  outcomeDescription: z.string().nullable(),
  outcomeNote: z.string().nullable(),
  /** Not decided and not withdrawn: the person may still withdraw it. */
  canWithdraw: z.boolean(),
});
export type AppealRequest = z.infer<typeof AppealRequest>;
export const AppealRequests = z.object({
  appealRequests: z.array(AppealRequest),
  /** Requests started and not sent (resume at /appeals/form/{formId}). */
  drafts: z.array(z.object({ formId: z.string(), programName: z.string(), startedOn: z.string() })),
});
export type AppealRequests = z.infer<typeof AppealRequests>;
export const WithdrawAppealRequest = z.object({ reason: text(500).optional() });

/** Staff: one request (the queue's rows: appeals-queue.ts). */
export const WorkerAppealRow = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  track: AppealTrack,
  programName: z.string(),
  appellantName: z.string(),
  filedOn: Day,
  status: AppealStatus,
  statusDescription: z.string(),
  hearing: Hearing.nullable(),
});
export const WorkerAppealDetail = WorkerAppealRow.extend({
  submittedDateTime: z.string(),
  decisionDescription: z.string(),
  decisionDate: Day,
  /** The decision's application or case reference. */
  decisionReference: z.string(),
  /** The case of the decision appealed (its staff case page); null when it has none. */
  caseId: z.string().nullable(),
  /** The request's answers as the appellant gave them, page by page. */
  answers: z.array(
    z.object({ heading: z.string(), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
  ),
  /** Documents the appellant sent since the request: what they show to support it. */
  documents: z.array(z.object({ attachmentId: z.string(), fileName: z.string(), uploadedAt: z.string() })),
  outcome: HearingOutcome.nullable(),
  outcomeNote: z.string().nullable(),
});
export type WorkerAppealDetail = z.infer<typeof WorkerAppealDetail>;
export const ScheduleHearingRequest = z.object({
  date: Day,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  mode: HearingMode,
  /** A phone number to call, or the hearing room's address. */
  place: line(200).min(1),
});
export const DecideAppealRequest = z.object({ outcome: HearingOutcome, note: text(1000).min(1) });
export const Holiday = z.object({ date: Day, name: line(80).min(1) });
/** From this year on; `today` (the state's day) tells which are past: they stay as they counted. */
export const Holidays = z.object({ holidays: z.array(Holiday), today: Day });

const Id = z.object({ id: z.uuid() });
const listCall = (summary: string) => ({ summary, response: AppealRequests });

export const APPEAL_ENDPOINTS = endpoints(
  'appeals',
  { ...APPEAL_RESIDENT_CALLS, ...APPEAL_STAFF_CALLS },
  {
    appeals: listCall("The person's Medicaid appeal requests, newest first, and requests in progress"),
    nfAppeals: listCall("The person's appeal requests about food, cash, energy and other programmes"),
    appealDecisions: {
      summary: 'The decisions the person can appeal on a track, with the last day to appeal each',
      query: TrackQuery,
      response: AppealDecisions,
    },
    startAppeal: {
      summary: 'Starts (or resumes) an appeal request about a decision',
      body: StartAppealRequest,
      response: StartAppealResult,
      errors: [409],
    },
    submitAppeal: {
      summary: 'Signs and submits an appeal request (idempotent: a repeat returns the same one)',
      body: SignAndSubmitRequest,
      response: SubmitAppealResult,
      errors: [409],
    },
    appealDetails: { summary: 'One appeal request of the person', params: Id, response: AppealRequest },
    appealPdf: {
      summary: 'An appeal request as a PDF',
      params: Id,
      response: FileResponse,
      produces: 'application/pdf',
    },
    withdrawAppeal: {
      summary: 'Withdraws an appeal request that is not decided yet',
      params: Id,
      body: WithdrawAppealRequest,
      response: AppealRequest,
      errors: [409],
    },
    workerAppeals: {
      summary:
        "A page of the hearing office's appeal requests waiting, oldest first, searched and filtered, with the count",
      query: WorkerAppealQueueQuery,
      response: WorkerAppealQueue,
    },
    workerAssignAppeal: {
      summary: 'Assigns the request to the hearing officer who asks (refused while another has it, unless taken over)',
      params: Id,
      body: WorkerAssignRequest,
      response: QueueAssignment,
      errors: [409],
    },
    workerReleaseAppeal: {
      summary: 'Releases the request the hearing officer has, back to the hearing office',
      params: Id,
      response: QueueAssignment,
      errors: [409],
    },
    workerAppeal: { summary: 'One appeal request with its answers', params: Id, response: WorkerAppealDetail },
    workerScheduleHearing: {
      summary: 'Schedules (or moves) the hearing; the appellant gets a notice',
      params: Id,
      body: ScheduleHearingRequest,
      response: WorkerAppealDetail,
      errors: [409],
    },
    workerDecideAppeal: {
      summary: "Records the hearing's outcome; the appellant gets a notice",
      params: Id,
      body: DecideAppealRequest,
      response: WorkerAppealDetail,
      errors: [409],
    },
    workerAppealDocument: {
      summary: 'A document the appellant sent since the request',
      params: z.object({ id: z.uuid(), attachmentId: z.uuid() }),
      response: FileResponse,
      produces: 'application/octet-stream',
    },
    workerHolidays: { summary: 'The state holidays the filing date skips', response: Holidays },
    workerAddHoliday: {
      summary: 'Adds a state holiday (administrators)',
      body: Holiday,
      response: Holidays,
      errors: [409],
    },
  },
);
