import {
  decisionDaysOf,
  QUEUE_PAGE_SIZE,
  QUEUE_STATUSES,
  type Locale,
  type WorkerQueue,
  type WorkerQueueRow,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { addDays, dayIn, daysSince, isoDay } from '../../platform/dates';
import type { AppContext } from '../../platform/http/context';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { assigneeOfRow, heldByError, type Assignee } from '../worker/assignment';
import type { OfficeScope } from '../worker/scope';
import { queueItem } from './decide';
import { applicationInOffice, type ApplicationRow, type ProgramRow } from './repo';
import { assigneeOf, assignTo, queuePage, releaseFrom, type QueueFilters } from './queue-repo';
import type { Source } from './service';

/**
 * The caseworkers' applications queue (ADR 0411): a page of the office's applications waiting for
 * a decision with their age, decision due dates and assignee; "Assign to me" and "Release".
 */

const OPEN: readonly string[] = QUEUE_STATUSES;

/**
 * A row of the queue. Each programme's decision is due its processing standard's days after the
 * application was submitted (decisionDaysOf: the dates the resident's confirmation gave); the row's
 * due date is the earliest of its programmes still waiting. Its age counts the state's calendar days.
 */
export function queueRow(
  app: ApplicationRow,
  programs: ProgramRow[],
  who: Assignee | null,
  userId: string,
  locale: Locale,
  today: string,
  timeZone: string,
): WorkerQueueRow {
  const dueOf = (p: ProgramRow) => isoDay(addDays(app.submittedAt, decisionDaysOf(p.programCode, app.formId)));
  const programDueOn = Object.fromEntries(programs.map((p) => [p.id, dueOf(p)]));
  const waiting = programs.filter((p) => OPEN.includes(p.status)).map(dueOf);
  const submittedDay = dayIn(app.submittedAt, timeZone);
  return {
    ...queueItem(app, programs, locale),
    ageDays: daysSince(submittedDay, today),
    decisionDueOn: (waiting.length > 0 ? waiting : Object.values(programDueOn)).sort()[0] ?? '',
    programDueOn,
    assignee: assigneeOfRow(who, userId),
  };
}

export async function workerQueue(
  ctx: AppContext,
  user: SessionUser,
  scope: OfficeScope,
  query: Omit<QueueFilters, 'pageSize' | 'userId'>,
  locale: Locale,
): Promise<WorkerQueue> {
  const { rows, total } = await queuePage(ctx.db, scope, { ...query, pageSize: QUEUE_PAGE_SIZE, userId: user.id });
  const timeZone = ctx.config.timeZone;
  const today = dayIn(clock.now(), timeZone);
  return {
    applications: rows.map((r) => queueRow(r.app, r.programs, r.assignee, user.id, locale, today, timeZone)),
    total,
    page: query.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

/** The application of the caseworker's office (ADR 0402), or a 404. */
async function inOffice(ctx: AppContext, id: string, scope: OfficeScope) {
  const row = await applicationInOffice(ctx.db, id, scope);
  if (!row) throw notFound();
  return row;
}

/** Refused: someone else has the application (their name said, in both languages). */
async function heldBy(
  ctx: AppContext,
  id: string,
  message: 'applications.queue.taken' | 'applications.queue.notYours',
) {
  return heldByError(message, await assigneeOf(ctx.db, id));
}

/**
 * "Assign to me": the application becomes the caseworker's. While another caseworker has it the
 * answer is 409 naming them, unless `takeOver` (any caseworker of the office, or an administrator,
 * may take it over).
 */
export async function assignToMe(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  takeOver: boolean,
  scope: OfficeScope,
  source: Source,
) {
  const row = await inOffice(ctx, id, scope);
  if (!(await assignTo(ctx.db, row.id, user.id, takeOver, clock.now())))
    throw await heldBy(ctx, row.id, 'applications.queue.taken');
  await audit(ctx.db, { ...source, action: 'application.assign', entity: 'application', entityId: row.id });
  const who = await assigneeOf(ctx.db, row.id);
  return { assignee: assigneeOfRow(who, user.id) };
}

/** "Release": the caseworker gives the application back to the office (409 when another has it). */
export async function release(ctx: AppContext, user: SessionUser, id: string, scope: OfficeScope, source: Source) {
  const row = await inOffice(ctx, id, scope);
  if (!(await releaseFrom(ctx.db, row.id, user.id))) throw await heldBy(ctx, row.id, 'applications.queue.notYours');
  await audit(ctx.db, { ...source, action: 'application.release', entity: 'application', entityId: row.id });
  return { assignee: null };
}
