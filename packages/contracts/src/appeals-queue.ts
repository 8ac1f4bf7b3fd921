import { z } from 'zod';
import { WorkerQueueQuery } from './applications';
import { QueueAssignee } from './applications-responses';
import { APPEAL_QUEUE_STATUSES } from './appeals-api';

/**
 * The hearing office's queue of appeal requests (ADR 0416), on the shape of the applications,
 * documents and change reports queues (ADR 0411, 0413, 0415).
 */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Its filters and page: the fields every queue takes, the status one of the two that wait. */
export const WorkerAppealQueueQuery = WorkerQueueQuery.extend({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(APPEAL_QUEUE_STATUSES, 'validation.queue.choice').optional(),
  ),
});
export type WorkerAppealQueueQuery = z.input<typeof WorkerAppealQueueQuery>;

/** A request waiting for the hearing office: whose, about what, its age, its hearing, who has it. */
export const WorkerAppealQueueRow = z.object({
  id: z.string(),
  reference: z.string(),
  track: z.enum(['MA', 'NF']),
  /** The programme of the decision appealed (ProgramType code). */
  programCode: z.string(),
  appellantName: z.string(),
  /** The application's or case's reference of the decision appealed. */
  decisionReference: z.string(),
  /** When the appellant sent it, and the day it counts as filed (the filing rule, ADR 0500). */
  submittedAt: z.string(),
  filedOn: Day,
  status: z.enum(APPEAL_QUEUE_STATUSES),
  /** Whole days since it was sent (the state's calendar). */
  ageDays: z.number().int(),
  /** The hearing's day and time (state time) once scheduled. */
  hearingDate: Day.nullable(),
  hearingTime: z.string().nullable(),
  assignee: QueueAssignee.nullable(),
});
export type WorkerAppealQueueRow = z.infer<typeof WorkerAppealQueueRow>;

/** One page of the requests waiting, oldest first, and how many the filters match. */
export const WorkerAppealQueue = z.object({
  appeals: z.array(WorkerAppealQueueRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WorkerAppealQueue = z.infer<typeof WorkerAppealQueue>;
