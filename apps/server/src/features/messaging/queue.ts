import { QUEUE_PAGE_SIZE, type WorkerMessageQueue, type WorkerMessageQueueRow } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { dayIn, daysSince } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import { assignAudited, assigneeOfRow, releaseAudited, type AssignmentActor } from '../worker/assignment';
import { officeScopeOf } from '../worker/scope';
import {
  messageAssignable,
  messageQueuePage,
  residentMessageInScope,
  type MessageQueueFilters,
  type MessageQueueRow,
} from './queue-repo';

/**
 * The office's queue of residents' secure messages waiting for an answer (ADR 0418), on the
 * applications queue's shape (ADR 0411): a page of them, oldest first, with their age and who
 * works on each; "Assign to me", "Take over" and "Release". Writing to the person on the case
 * (office.ts) answers every message of theirs waiting on it, and they leave the queue.
 */

/** A row of the queue; its age counts the state's calendar days since it arrived. */
export function messageQueueRow(
  { message, caseReference, firstName, lastName, canReply, assignee }: MessageQueueRow,
  userId: string,
  today: string,
  timeZone: string,
): WorkerMessageQueueRow {
  return {
    id: message.id,
    caseId: message.caseId,
    caseReference,
    personName: `${firstName} ${lastName}`,
    subjectText: message.subject,
    communicationText: message.body,
    receivedAt: message.createdAt.toISOString(),
    ageDays: daysSince(dayIn(message.createdAt, timeZone), today),
    read: message.viewedAt !== null,
    canReply: Boolean(canReply),
    assignee: assigneeOfRow(assignee?.id ? assignee : null, userId),
  };
}

/** One page of the staff member's office's residents' messages waiting, as the filters ask. */
export async function messageQueue(
  ctx: AppContext,
  userId: string,
  query: Omit<MessageQueueFilters, 'pageSize' | 'userId'>,
): Promise<WorkerMessageQueue> {
  const scope = await officeScopeOf(ctx.db, userId);
  const { rows, total } = await messageQueuePage(ctx.db, scope, { ...query, pageSize: QUEUE_PAGE_SIZE, userId });
  const timeZone = ctx.config.timeZone;
  const today = dayIn(clock.now(), timeZone);
  return {
    messages: rows.map((r) => messageQueueRow(r, userId, today, timeZone)),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** A resident's message on a case of the staff member's office (ADR 0402), or a 404. */
async function inOffice(ctx: AppContext, userId: string, id: string) {
  const found = await residentMessageInScope(ctx.db, await officeScopeOf(ctx.db, userId), id);
  if (!found) throw notFound();
  return found;
}

/**
 * "Assign to me": the message becomes the caseworker's to answer. While another caseworker has it
 * the answer is 409 naming them, unless `takeOver`.
 */
export async function assignMessageToMe(ctx: AppContext, actor: AssignmentActor, id: string, takeOver: boolean) {
  const message = await inOffice(ctx, actor.userId, id);
  return assignAudited(ctx.db, messageAssignable, message.id, actor, takeOver);
}

/** "Release": the caseworker gives the message back to the office (409 when another has it). */
export async function releaseMessageOf(ctx: AppContext, actor: AssignmentActor, id: string) {
  const message = await inOffice(ctx, actor.userId, id);
  return releaseAudited(ctx.db, messageAssignable, message.id, actor);
}
