import { z } from 'zod';
import { CASE_HISTORY_ACTIONS, CASE_HISTORY_ROLES, CASE_NOTE_MAX } from './cases-api';
import { CASE_STAFF_CALLS } from './calls-staff';
import { endpoints } from './endpoint';
import { text } from './validation';

/**
 * The staff case page (ADR 0412): one case as its office sees it — the people, the programmes,
 * every item about it with a link to its staff page, the documents still asked for, the message
 * threads, the caseworkers' internal notes and the history read from the audit records.
 * Codes come with their description in the reader's language; times are ISO, days YYYY-MM-DD.
 */

const Described = { status: z.string(), statusDescription: z.string() };

export const WorkerCasePerson = z.object({
  personId: z.string(),
  name: z.string(),
  relationship: z.string(),
  primary: z.boolean(),
});

export const WorkerCaseProgram = z.object({
  programCode: z.string(),
  programName: z.string(),
  ...Described,
  certificationStartOn: z.string().nullable(),
  certificationEndOn: z.string().nullable(),
});

export const WorkerCaseApplication = z.object({
  applicationId: z.string(),
  reference: z.string(),
  submittedAt: z.string(),
  /** Each programme asked for, with its status code (PENDING, APPROVED…; the page describes it). */
  programs: z.array(z.object({ programName: z.string(), status: z.string() })),
});

export const WorkerCaseChange = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.string(),
  kindDescription: z.string(),
  ...Described,
  submittedAt: z.string(),
});

export const WorkerCaseAppeal = z.object({
  id: z.string(),
  reference: z.string(),
  programName: z.string(),
  ...Described,
  filedOn: z.string().nullable(),
});

export const WorkerCaseReferral = z.object({
  id: z.string(),
  newbornName: z.string(),
  /** SUBMITTED, APPROVED, DENIED, WITHDRAWN (the page describes it). */
  status: z.string(),
  submittedAt: z.string(),
});

export const WorkerCaseDocumentRequest = z.object({
  id: z.string(),
  itemDescription: z.string(),
  personName: z.string(),
  programName: z.string(),
  requestedOn: z.string(),
  /** The day it is due: 30 days after the request. */
  dueOn: z.string(),
});

export const WorkerCaseThread = z.object({
  id: z.string(),
  subject: z.string(),
  /** Messages in the thread, the first included. */
  messageCount: z.number().int(),
  lastAt: z.string(),
  /** A reply from the person the office has not read yet. */
  unreadReply: z.boolean(),
});

export const WorkerCaseNote = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string(),
  writtenAt: z.string(),
});
export type WorkerCaseNote = z.infer<typeof WorkerCaseNote>;

export const WorkerCase = z.object({
  caseId: z.string(),
  caseReference: z.string(),
  ...Described,
  officeName: z.string(),
  openedOn: z.string(),
  people: z.array(WorkerCasePerson),
  programs: z.array(WorkerCaseProgram),
  applications: z.array(WorkerCaseApplication),
  changes: z.array(WorkerCaseChange),
  appeals: z.array(WorkerCaseAppeal),
  referrals: z.array(WorkerCaseReferral),
  documentRequests: z.array(WorkerCaseDocumentRequest),
  threads: z.array(WorkerCaseThread),
  /** Newest first. Staff only: no resident call, notice or PDF ever carries them. */
  notes: z.array(WorkerCaseNote),
  /** Whether the reader may write a note (caseworkers and administrators; not hearing officers). */
  canWriteNotes: z.boolean(),
  /** Whether the reader may open the hearing office's appeal pages (hearing officers and administrators). */
  canOpenAppeals: z.boolean(),
});
export type WorkerCase = z.infer<typeof WorkerCase>;

export const WorkerCaseHistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** The account's name; null when the portal itself did it. */
  actorName: z.string().nullable(),
  actorRole: z.enum(CASE_HISTORY_ROLES),
  action: z.enum(CASE_HISTORY_ACTIONS),
});
export type WorkerCaseHistoryEntry = z.infer<typeof WorkerCaseHistoryEntry>;
export const WorkerCaseHistory = z.object({
  /** Newest first. */
  entries: z.array(WorkerCaseHistoryEntry),
  /** Pass as `before` to read the next, older entries; null when there are none. */
  nextBefore: z.string().nullable(),
});
export type WorkerCaseHistory = z.infer<typeof WorkerCaseHistory>;

export const CaseNoteRequest = z.object({
  noteText: text(CASE_NOTE_MAX, 'validation.caseNote.tooLong').min(1, 'validation.required'),
});
export type CaseNoteRequest = z.input<typeof CaseNoteRequest>;

const CaseParams = z.object({ caseId: z.uuid() });

export const CASE_STAFF_ENDPOINTS = endpoints('cases', CASE_STAFF_CALLS, {
  workerCase: {
    summary: 'One case of the office: people, programmes, items, document requests, messages and internal notes',
    params: CaseParams,
    response: WorkerCase,
  },
  workerCaseHistory: {
    summary: 'Who did what on a case and when, newest first, a page at a time',
    params: CaseParams,
    query: z.object({
      before: z
        .string()
        .regex(/^\d{1,18}$/, 'validation.invalid')
        .optional(),
    }),
    response: WorkerCaseHistory,
  },
  workerAddCaseNote: {
    summary: 'Writes an internal note on a case (staff only; never shown to the household)',
    params: CaseParams,
    body: CaseNoteRequest,
    response: WorkerCaseNote,
  },
});
