import {
  DOCUMENTS_DUE_DAYS,
  QUEUE_PAGE_SIZE,
  type WorkerDocumentQueue,
  type WorkerDocumentQueueRow,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { addDays, dayIn, daysSince, isoDay } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { assigneeOfRow, heldByError, type Assignee } from '../worker/assignment';
import type { OfficeScope } from '../worker/scope';
import {
  assignDocument,
  documentAssignee,
  documentQueuePage,
  releaseDocument,
  type DocumentQueueFilters,
  type QueueDocumentRow,
} from './queue-repo';
import { staffDocument } from './review-repo';
import { isUuid } from './service';

/**
 * The caseworkers' queue of documents waiting for review (ADR 0413), on the same shape as the
 * applications queue (ADR 0411): a page of the office's submitted documents, oldest first, with
 * their age, the day the office's request for them is due and who reviews each; "Assign to me",
 * "Take over" and "Release".
 */

type Source = { actorUserId: string; ip: string };

/**
 * A row of the queue. The due date is the request's: a verification item is due DOCUMENTS_DUE_DAYS
 * after the office asked (its `due_on`, written when it was asked); an application's documents are
 * due DOCUMENTS_DUE_DAYS after it was submitted (the date its confirmation gave); a document sent
 * unasked for a case has none. Its age counts the state's calendar days since it was submitted.
 */
export function documentQueueRow(
  r: QueueDocumentRow & { assignee: Assignee | null },
  userId: string,
  today: string,
  timeZone: string,
): WorkerDocumentQueueRow {
  const submittedAt = r.submittedAt ?? new Date(0);
  const onCase = r.caseId !== null;
  const dueOn =
    r.itemDueOn ??
    (!onCase && r.applicationSubmittedAt ? isoDay(addDays(r.applicationSubmittedAt, DOCUMENTS_DUE_DAYS)) : null);
  return {
    attachmentID: r.id,
    attachmentName: r.fileName,
    kind: onCase ? 'CASE' : 'APPLICATION',
    caseID: (onCase ? r.caseId : r.applicationId) ?? '',
    caseReference: (onCase ? r.caseReference : r.applicationReference) ?? '',
    primaryPerson: (onCase ? r.person : r.applicantName) ?? '',
    programCode: r.programCode,
    submittedAt: submittedAt.toISOString(),
    ageDays: daysSince(dayIn(submittedAt, timeZone), today),
    dueOn,
    assignee: assigneeOfRow(r.assignee, userId),
  };
}

export async function documentQueue(
  ctx: AppContext,
  user: SessionUser,
  scope: OfficeScope,
  query: Omit<DocumentQueueFilters, 'pageSize' | 'userId'>,
): Promise<WorkerDocumentQueue> {
  const { rows, total } = await documentQueuePage(ctx.db, scope, {
    ...query,
    pageSize: QUEUE_PAGE_SIZE,
    userId: user.id,
  });
  const timeZone = ctx.config.timeZone;
  const today = dayIn(clock.now(), timeZone);
  return {
    documents: rows.map((r) => documentQueueRow(r, user.id, today, timeZone)),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** A submitted document of the caseworker's office (ADR 0402), or a 404. */
async function inOffice(ctx: AppContext, id: string, scope: OfficeScope) {
  const doc = isUuid(id) ? await staffDocument(ctx.db, id, scope) : null;
  if (!doc) throw notFound();
  return doc;
}

/** Refused: someone else has the document (their name said, in both languages). */
async function heldBy(ctx: AppContext, id: string, message: 'documents.queue.taken' | 'documents.queue.notYours') {
  return heldByError(message, await documentAssignee(ctx.db, id));
}

/**
 * "Assign to me": the document becomes the caseworker's to review. While another caseworker has
 * it the answer is 409 naming them, unless `takeOver`.
 */
export async function assignDocumentToMe(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  takeOver: boolean,
  scope: OfficeScope,
  source: Source,
) {
  const doc = await inOffice(ctx, id, scope);
  if (!(await assignDocument(ctx.db, doc.id, user.id, takeOver, clock.now())))
    throw await heldBy(ctx, doc.id, 'documents.queue.taken');
  await audit(ctx.db, { ...source, action: 'document.assign', entity: 'document', entityId: doc.id });
  return { assignee: assigneeOfRow(await documentAssignee(ctx.db, doc.id), user.id) };
}

/** "Release": the caseworker gives the document back to the office (409 when another has it). */
export async function releaseDocumentOf(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  scope: OfficeScope,
  source: Source,
) {
  const doc = await inOffice(ctx, id, scope);
  if (!(await releaseDocument(ctx.db, doc.id, user.id))) throw await heldBy(ctx, doc.id, 'documents.queue.notYours');
  await audit(ctx.db, { ...source, action: 'document.release', entity: 'document', entityId: doc.id });
  return { assignee: null };
}
