import { QUEUE_PAGE_SIZE, type WorkerAppealQueue, type WorkerAppealQueueRow } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { dayIn, daysSince } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { assignAudited, assigneeOfRow, releaseAudited } from '../worker/assignment';
import { officeScope } from '../worker/scope';
import {
  appealAssignable,
  appealQueuePage,
  sentAppealInScope,
  type AppealQueueFilters,
  type AppealQueueRow,
} from './queue-repo';

/**
 * The hearing office's queue of appeal requests (ADR 0416), on the shape of the caseworkers'
 * queues (ADR 0411, 0415): a page of the requests waiting, oldest first, with their age, their
 * hearing once set and who works on each; "Assign to me", "Take over" and "Release".
 */

/** Who acts, from where (for the audit trail). */
export type QueueActor = { user: Pick<SessionUser, 'id' | 'staffRole'>; ip: string };

/**
 * A row of the queue. Its age counts the state's calendar days since it was sent. The rules the
 * portal keeps (spec part 2 §9, ADR 0500) set a deadline for asking for a hearing, none for
 * deciding one, so a row has no decision deadline; its hearing's day is its date to keep.
 */
export function appealQueueRow(
  { appeal, decisionReference, assignee }: AppealQueueRow,
  userId: string,
  today: string,
  timeZone: string,
): WorkerAppealQueueRow {
  const sentOn = dayIn(appeal.submittedAt!, timeZone);
  return {
    id: appeal.id,
    reference: appeal.reference ?? '',
    track: appeal.track,
    programCode: appeal.programCode,
    appellantName: appeal.appellantName ?? '',
    decisionReference: decisionReference ?? '',
    submittedAt: appeal.submittedAt!.toISOString(),
    filedOn: appeal.filedOn ?? sentOn,
    status: appeal.status === 'SCHEDULED' ? 'SCHEDULED' : 'SUBMITTED',
    ageDays: daysSince(sentOn, today),
    hearingDate: appeal.hearingDate,
    hearingTime: appeal.hearingTime,
    assignee: assigneeOfRow(assignee?.id ? assignee : null, userId),
  };
}

/** One page of the requests waiting for the hearing office, as the filters ask. */
export async function appealQueue(
  ctx: AppContext,
  actor: QueueActor,
  query: Omit<AppealQueueFilters, 'pageSize' | 'userId'>,
): Promise<WorkerAppealQueue> {
  const scope = await officeScope(ctx.db, actor.user);
  const { rows, total } = await appealQueuePage(ctx.db, scope, {
    ...query,
    pageSize: QUEUE_PAGE_SIZE,
    userId: actor.user.id,
  });
  const timeZone = ctx.config.timeZone;
  const today = dayIn(clock.now(), timeZone);
  return {
    appeals: rows.map((r) => appealQueueRow(r, actor.user.id, today, timeZone)),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** A sent request in the staff member's scope (the hearing office: every one), or a 404. */
async function inScope(ctx: AppContext, actor: QueueActor, id: string) {
  const found = await sentAppealInScope(ctx.db, await officeScope(ctx.db, actor.user), id);
  if (!found) throw notFound();
  return found;
}

/**
 * "Assign to me": the request becomes the hearing officer's to work on. While another officer has
 * it the answer is 409 naming them, unless `takeOver`.
 */
export async function assignAppealToMe(ctx: AppContext, actor: QueueActor, id: string, takeOver: boolean) {
  const appeal = await inScope(ctx, actor, id);
  return assignAudited(ctx.db, appealAssignable, appeal.id, { userId: actor.user.id, ip: actor.ip }, takeOver);
}

/** "Release": the officer gives the request back to the hearing office (409 when another has it). */
export async function releaseAppealOf(ctx: AppContext, actor: QueueActor, id: string) {
  const appeal = await inScope(ctx, actor, id);
  return releaseAudited(ctx.db, appealAssignable, appeal.id, { userId: actor.user.id, ip: actor.ip });
}
