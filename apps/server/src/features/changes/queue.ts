import { QUEUE_PAGE_SIZE, type WorkerChangeQueue, type WorkerChangeQueueRow } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { dayIn, daysSince } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { assignAudited, assigneeOfRow, releaseAudited } from '../worker/assignment';
import { changeAssignable, changeQueuePage, type ChangeQueueFilters, type ChangeQueueRow } from './queue-repo';
import { changeInOffice, staffOffice } from './review-repo';
import type { Actor } from './review';

/**
 * The caseworkers' queue of change reports and renewals (ADR 0415), on the applications queue's
 * shape (ADR 0411): a page of the office's reports waiting, oldest first, with their age, a
 * renewal's due date and who works on each; "Assign to me", "Take over" and "Release".
 */

/**
 * A row of the queue. A renewal is due on the last day of the period it renews (its
 * certification end, the due date residents are given: windows.ts); a change report has no due
 * date in the rules the portal keeps. Its age counts the state's calendar days since it was sent.
 */
export function changeQueueRow(
  { change, caseReference, assignee }: ChangeQueueRow,
  userId: string,
  today: string,
  timeZone: string,
): WorkerChangeQueueRow {
  const sentOn = dayIn(change.submittedAt, timeZone);
  return {
    id: change.id,
    reference: change.reference,
    kind: change.kind,
    programCode: change.programCode,
    caseReference,
    applicantName: change.applicantName,
    submittedAt: change.submittedAt.toISOString(),
    status: change.status,
    ageDays: daysSince(sentOn, today),
    dueOn: change.kind === 'RECERT' ? change.certificationEndOn : null,
    assignee: assigneeOfRow(assignee?.id ? assignee : null, userId),
  };
}

/** One page of the staff member's office's reports waiting, as the filters ask. */
export async function changeQueue(
  ctx: AppContext,
  actor: Actor,
  query: Omit<ChangeQueueFilters, 'pageSize' | 'userId'>,
): Promise<WorkerChangeQueue> {
  const scope = await staffOffice(ctx.db, actor.user);
  const { rows, total } = await changeQueuePage(ctx.db, scope, {
    ...query,
    pageSize: QUEUE_PAGE_SIZE,
    userId: actor.user.id,
  });
  const timeZone = ctx.config.timeZone;
  const today = dayIn(clock.now(), timeZone);
  return {
    changes: rows.map((r) => changeQueueRow(r, actor.user.id, today, timeZone)),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** A report on a case of the caseworker's office (ADR 0402), or a 404. */
async function inOffice(ctx: AppContext, actor: Actor, id: string) {
  const found = await changeInOffice(ctx.db, await staffOffice(ctx.db, actor.user), id);
  if (!found) throw notFound();
  return found.change;
}

/**
 * "Assign to me": the report becomes the caseworker's to work on. While another caseworker has it
 * the answer is 409 naming them, unless `takeOver`.
 */
export async function assignChangeToMe(ctx: AppContext, actor: Actor, id: string, takeOver: boolean) {
  const change = await inOffice(ctx, actor, id);
  return assignAudited(ctx.db, changeAssignable, change.id, { userId: actor.user.id, ip: actor.ip }, takeOver);
}

/** "Release": the caseworker gives the report back to the office (409 when another has it). */
export async function releaseChangeOf(ctx: AppContext, actor: Actor, id: string) {
  const change = await inOffice(ctx, actor, id);
  return releaseAudited(ctx.db, changeAssignable, change.id, { userId: actor.user.id, ip: actor.ip });
}
