import { z } from 'zod';
import { WorkerQueueQuery } from './applications';
import { QueueAssignee } from './applications-responses';
import { MESSAGE_QUEUE_READ } from './messaging-api';

/**
 * The office's queue of residents' secure messages waiting for an answer (ADR 0418), on the shape
 * of the applications, documents, change reports and appeals queues (ADR 0411, 0413, 0415, 0416).
 * A resident's message waits until a caseworker writes to the person on the same case after it.
 */

/** Its filters and page: the fields every queue takes, with read / not read in place of programme and status. */
export const WorkerMessageQueueQuery = WorkerQueueQuery.omit({ status: true, program: true }).extend({
  read: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MESSAGE_QUEUE_READ, 'validation.queue.choice').optional(),
  ),
});
export type WorkerMessageQueueQuery = z.input<typeof WorkerMessageQueueQuery>;

/** A resident's message waiting for an answer: whose, on which case, its age, who has it. */
export const WorkerMessageQueueRow = z.object({
  id: z.uuid(),
  caseId: z.uuid(),
  caseReference: z.string(),
  personName: z.string(),
  subjectText: z.string(),
  communicationText: z.string(),
  receivedAt: z.string(),
  /** Whole days since it arrived (the state's calendar). */
  ageDays: z.number().int(),
  /** A caseworker marked it read. */
  read: z.boolean(),
  /** The case is open and its person's linked account can read an answer (the write form lists the case). */
  canReply: z.boolean(),
  assignee: QueueAssignee.nullable(),
});
export type WorkerMessageQueueRow = z.infer<typeof WorkerMessageQueueRow>;

/** One page of the messages waiting, oldest first, and how many the filters match. */
export const WorkerMessageQueue = z.object({
  messages: z.array(WorkerMessageQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkerMessageQueue = z.infer<typeof WorkerMessageQueue>;

/** The office's cases a message can go to (the write form's list). */
export const WorkerMessageCases = z.object({
  cases: z.array(z.object({ caseId: z.uuid(), caseReference: z.string(), personName: z.string() })),
});
export type WorkerMessageCases = z.infer<typeof WorkerMessageCases>;
