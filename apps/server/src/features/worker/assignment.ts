import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { QueueAssignee } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { rowsOf, type Db } from '../../platform/db';
import { users } from '../../platform/db/schema';
import { ExplainedError } from '../../platform/http/errors';
import { inEveryLanguage, type MessageId } from '../../platform/i18n';

/**
 * Who works on a queue's item (ADR 0411, 0413, 0415, 0416, 0419): the same for applications,
 * documents, change reports, appeals and newborn referrals.
 */

/** A caseworker as the queues read them. */
export type Assignee = { id: string; firstName: string; lastName: string };

/** The assignee as a queue row shows it: named, and whether it is the reader. */
export function assigneeOfRow(who: Assignee | null, userId: string): QueueAssignee | null {
  return who ? { userId: who.id, name: `${who.firstName} ${who.lastName}`, mine: who.id === userId } : null;
}

/** Refused: someone else has the item (409 on the field `assignee`, their name said in every language). */
export function heldByError(message: MessageId, who: Assignee | null): ExplainedError {
  const name = who ? `${who.firstName} ${who.lastName}` : '';
  return new ExplainedError(409, 'CONFLICT', 'assignee', inEveryLanguage(message, { name }));
}

/** A table whose rows a queue assigns: its id, the caseworker who has the row and since when. */
export interface Assignable {
  table: PgTable;
  id: PgColumn;
  assignedTo: PgColumn;
  assignedAt: PgColumn;
}

/**
 * Assigns row `id` to `userId`: false when another caseworker has it (unless `takeOver`). One
 * statement: of two caseworkers taking it at once, the second waits for the first's row lock, then
 * finds it taken and changes nothing. Taking one's own again keeps the time it was taken.
 */
export async function assignRow(db: Db, t: Assignable, id: string, userId: string, takeOver: boolean, at: Date) {
  const free = takeOver ? sql`` : sql` and (${t.assignedTo} is null or ${t.assignedTo} = ${userId}::uuid)`;
  const changed = await rowsOf<{ id: string }>(
    db,
    sql`update ${t.table} set ${sql.identifier(t.assignedTo.name)} = ${userId}::uuid,
      ${sql.identifier(t.assignedAt.name)} = case when ${t.assignedTo} = ${userId}::uuid then ${t.assignedAt}
        else ${at.toISOString()}::timestamptz end
      where ${t.id} = ${id}::uuid${free} returning ${t.id}`,
  );
  return changed.length > 0;
}

/** Releases row `id` that `userId` has: false when someone else has it. */
export async function releaseRow(db: Db, t: Assignable, id: string, userId: string) {
  const changed = await rowsOf<{ id: string }>(
    db,
    sql`update ${t.table} set ${sql.identifier(t.assignedTo.name)} = null, ${sql.identifier(t.assignedAt.name)} = null
      where ${t.id} = ${id}::uuid and (${t.assignedTo} is null or ${t.assignedTo} = ${userId}::uuid) returning ${t.id}`,
  );
  return changed.length > 0;
}

/** The row's assignee (id and name), or null. */
export async function assigneeOf(db: Db, t: Assignable, id: string): Promise<Assignee | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(t.table)
    .innerJoin(users, eq(users.id, t.assignedTo))
    .where(eq(t.id, id));
  return row ?? null;
}

/**
 * A queue's items as "Assign to me" and "Release" audit them: the table's assignee columns, the
 * audit entity (`<entity>.assign`, `<entity>.release`) and the refusals naming who has the item.
 */
export interface AuditedAssignable extends Assignable {
  entity: string;
  /** Assigning while another has it: "{name} is working on this …". */
  taken: MessageId;
  /** Releasing another's: "… only they can release it". */
  notYours: MessageId;
}

/** Who assigns or releases, for the audit. */
export interface AssignmentActor {
  userId: string;
  ip: string | null;
}

/**
 * "Assign to me" on an item the caller has found in the actor's scope: 409 naming who has it,
 * unless `takeOver`; audited. Answers who has it now (the actor).
 */
export async function assignAudited(
  db: Db,
  t: AuditedAssignable,
  id: string,
  actor: AssignmentActor,
  takeOver: boolean,
): Promise<{ assignee: QueueAssignee | null }> {
  if (!(await assignRow(db, t, id, actor.userId, takeOver, clock.now())))
    throw heldByError(t.taken, await assigneeOf(db, t, id));
  await audit(db, {
    actorUserId: actor.userId,
    ip: actor.ip,
    action: `${t.entity}.assign`,
    entity: t.entity,
    entityId: id,
  });
  return { assignee: assigneeOfRow(await assigneeOf(db, t, id), actor.userId) };
}

/** "Release" of an item the actor has (409 naming who has it otherwise); audited. */
export async function releaseAudited(
  db: Db,
  t: AuditedAssignable,
  id: string,
  actor: AssignmentActor,
): Promise<{ assignee: null }> {
  if (!(await releaseRow(db, t, id, actor.userId))) throw heldByError(t.notYours, await assigneeOf(db, t, id));
  await audit(db, {
    actorUserId: actor.userId,
    ip: actor.ip,
    action: `${t.entity}.release`,
    entity: t.entity,
    entityId: id,
  });
  return { assignee: null };
}
