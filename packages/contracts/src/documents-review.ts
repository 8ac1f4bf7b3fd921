import { z } from 'zod';
import { DECISIONS, MAX_COMMENT_LENGTH, REJECTION_REASONS } from './documents-api';
import { CodeValue, DocumentKind } from './documents-lists';
import { text } from './validation';
import { QueueAssignee } from './applications-responses';
import { WorkerQueueQuery } from './applications';

/** The caseworkers' review of submitted documents (spec part 1 §6). */

/** A case, or a submitted application not yet on a case. */
const ReviewTarget = z.enum(['CASE', 'APPLICATION']);

export const WorkerDocument = z.object({
  attachmentID: z.string(),
  attachmentName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  submittedAt: z.string().nullable(),
  participantName: z.string(),
  itemDescription: z.string(),
  kind: DocumentKind,
  status: CodeValue,
  documentRejectionReason: CodeValue.nullable(),
  rejectionComments: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** A representative's proof of authority (ADR 0119): the name of the person they act for; null for any other document. */
  authorityFor: z.string().nullable(),
  /** The office's request the document answers: its programme, the day it was asked, the day it is due (30 days on). */
  request: z.object({ programme: z.string(), requestedOn: z.string(), dueOn: z.string() }).nullable(),
});
export type WorkerDocument = z.infer<typeof WorkerDocument>;
export const WorkerCaseDocuments = z.object({
  kind: ReviewTarget,
  caseID: z.string(),
  caseReference: z.string(),
  primaryPerson: z.string(),
  documents: z.array(WorkerDocument),
});
export type WorkerCaseDocuments = z.infer<typeof WorkerCaseDocuments>;

export const DecisionRequest = z
  .object({
    decision: z.enum(DECISIONS, { error: 'validation.upload.decision' }),
    reasonCode: z.enum(REJECTION_REASONS, { error: 'validation.upload.rejectReason' }).optional(),
    comments: text(MAX_COMMENT_LENGTH, 'validation.upload.commentTooLong').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== 'ACCEPTED' && !v.reasonCode)
      ctx.addIssue({ code: 'custom', path: ['reasonCode'], message: 'validation.upload.rejectReason' });
  });
export type DecisionRequest = z.infer<typeof DecisionRequest>;
export const DecisionResult = z.object({ isSuccess: z.boolean(), status: z.enum(DECISIONS) });

/** The documents queue's filters and page (ADR 0413): the fields every queue takes (no status: all wait for review). */
export const WorkerDocumentQueueQuery = WorkerQueueQuery.omit({ status: true });
export type WorkerDocumentQueueQuery = z.input<typeof WorkerDocumentQueueQuery>;
/** A document waiting for review: what it is, whose, its age, when the office's request for it is due, who has it. */
export const WorkerDocumentQueueRow = z.object({
  attachmentID: z.string(),
  attachmentName: z.string(),
  /** What it was sent for: a case's document, or a submitted application's not yet on a case. */
  kind: ReviewTarget,
  /** The case's (or application's) id: its review page. */
  caseID: z.string(),
  caseReference: z.string(),
  primaryPerson: z.string(),
  /** The programme of the request it answers (ProgramType code); null for a document sent unasked. */
  programCode: z.string().nullable(),
  submittedAt: z.string(),
  /** Whole days since it was submitted (the state's calendar). */
  ageDays: z.number().int(),
  /** The day the request is due (30 days after it was asked; for an application, after it was submitted); null when none. */
  dueOn: z.string().nullable(),
  assignee: QueueAssignee.nullable(),
});
export type WorkerDocumentQueueRow = z.infer<typeof WorkerDocumentQueueRow>;
/** One page of the documents waiting for review, oldest first, and how many the filters match. */
export const WorkerDocumentQueue = z.object({
  documents: z.array(WorkerDocumentQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkerDocumentQueue = z.infer<typeof WorkerDocumentQueue>;
