import { z } from 'zod';
import { WorkerQueueQuery } from './applications';
import { QueueAssignee } from './applications-responses';
import { REFERRAL_CHECKS } from './newborn-api';

/**
 * The office's queue of newborn referrals (ADR 0419), on the shape of the other work queues
 * (ADR 0411, 0415, 0416). Every referral is about Medicaid and every one waiting has the same
 * status, so the queue takes no programme or status filter.
 */

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Its search, view and page: the fields every queue takes. */
export const WorkerReferralQueueQuery = WorkerQueueQuery.omit({ status: true, program: true });
export type WorkerReferralQueueQuery = z.input<typeof WorkerReferralQueueQuery>;

/**
 * What no longer matches the mother's case since the facility sent the referral (REFERRAL_CHECKS):
 * none, and the baby can be added; any, and approving is refused.
 */
export const ReferralProblems = z.array(z.enum(REFERRAL_CHECKS));

/** A referral waiting for a decision: the baby, the mother and her case, its age, who has it. */
export const WorkerReferralQueueRow = z.object({
  id: z.string(),
  newbornName: z.string(),
  newbornBirthDate: Day,
  motherName: z.string(),
  caseId: z.string(),
  caseReference: z.string(),
  facilityName: z.string(),
  submittedAt: z.string(),
  /** Whole days since the facility sent it (the state's calendar). */
  ageDays: z.number().int(),
  problems: ReferralProblems,
  assignee: QueueAssignee.nullable(),
});
export type WorkerReferralQueueRow = z.infer<typeof WorkerReferralQueueRow>;
