import { z } from 'zod';
import { WorkerQueueQuery } from './applications';
import { QueueAssignee } from './applications-responses';
import { CASE_CODE_TABLES } from './code-tables-cases';
import { codeValues } from './code-tables';
import { CHANGE_KINDS } from './changes-api';

/**
 * The caseworkers' queue of change reports and renewals (ADR 0415), on the shape of the
 * applications and documents queues (ADR 0411, 0413).
 */

/** Its filters and page: the fields every queue takes, with the kind in place of the status. */
export const WorkerChangeQueueQuery = WorkerQueueQuery.omit({ status: true }).extend({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CHANGE_KINDS, 'validation.queue.choice').optional()),
});
export type WorkerChangeQueueQuery = z.input<typeof WorkerChangeQueueQuery>;

/** A report waiting for a caseworker: whose, its age, when a renewal is due, who has it. */
export const WorkerChangeQueueRow = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** The programme it reports on (ProgramType code). */
  programCode: z.string(),
  caseReference: z.string(),
  applicantName: z.string(),
  submittedAt: z.string(),
  status: z.enum(codeValues(CASE_CODE_TABLES.ChangeStatus)),
  /** Whole days since it was submitted (the state's calendar). */
  ageDays: z.number().int(),
  /** A renewal: the last day of the period it renews (its due date); a change report has none. */
  dueOn: z.string().nullable(),
  assignee: QueueAssignee.nullable(),
});
export type WorkerChangeQueueRow = z.infer<typeof WorkerChangeQueueRow>;

/** One page of the reports waiting, oldest first, and how many the filters match. */
export const WorkerChangeQueue = z.object({
  changes: z.array(WorkerChangeQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkerChangeQueue = z.infer<typeof WorkerChangeQueue>;
