import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { cases, persons, secureMessages, users } from '../../platform/db/schema';
import { contains, startsWith } from '../worker/search';
import type { AuditedAssignable } from '../worker/assignment';
import { queueTotal } from '../worker/queue-total';
import { inScope, type OfficeScope } from '../worker/scope';

/** The office's queue of residents' messages waiting for an answer (ADR 0418): one page of it, and who has each. */

/** The queue's filters (contracts WorkerMessageQueueQuery, validated) and who asks. */
export interface MessageQueueFilters {
  q?: string | undefined;
  read?: 'unread' | 'read' | undefined;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/**
 * A resident's message still waiting for an answer: no caseworker has written to the person on
 * its case since it arrived (`answered_at`, kept by the database: migration 1040). Written as the
 * waiting index's own condition, so the page and the count read that index.
 */
export const waitingMessage = and(eq(secureMessages.direction, 'FROM_PERSON'), isNull(secureMessages.answeredAt));

/** The case's person has a linked account that is not turned off: a message can reach them. */
const personReachable = sql<boolean>`exists (select 1 from ${users} u where u.linked_person_id = ${cases.primaryPersonId}
  and u.user_type = 'LINKED' and u.delinked_at is null)`;

/**
 * The scope's cases whose person's name holds the search, or whose number starts with it: asked
 * once (a few thousand cases an office) rather than for each waiting message.
 */
function casesSearched(db: Db, scope: OfficeScope, q: string) {
  const c = alias(cases, 'searched_case');
  const p = alias(persons, 'searched_person');
  return db
    .select({ id: c.id })
    .from(c)
    .innerJoin(p, eq(p.id, c.primaryPersonId))
    .where(
      and(
        inScope(scope, c.officeId),
        or(contains(sql`${p.firstName} || ' ' || ${p.lastName}`, q), startsWith(c.reference, q)),
      ),
    );
}

/**
 * One page of the residents' messages on the scope's cases waiting for an answer, oldest first,
 * searched (a substring of the person's name or of the subject; a prefix of the case number) and
 * filtered (read or not by the office, the caseworker's own), with the count. The page walks the
 * waiting messages in the order they arrived (their partial index) and stops at its last row; the
 * count runs only when the page is full or past the end (ADR 0411's rule).
 */
export async function messageQueuePage(db: Db, scope: OfficeScope, f: MessageQueueFilters) {
  const where = and(
    waitingMessage,
    inScope(scope, cases.officeId),
    f.read === 'unread' ? isNull(secureMessages.viewedAt) : undefined,
    f.read === 'read' ? isNotNull(secureMessages.viewedAt) : undefined,
    f.view === 'mine' ? eq(secureMessages.assignedTo, f.userId) : undefined,
    f.q
      ? or(inArray(secureMessages.caseId, casesSearched(db, scope, f.q)), contains(secureMessages.subject, f.q))
      : undefined,
  );
  const assignee = alias(users, 'assignee');
  const offset = (f.page - 1) * f.pageSize;
  const page = await db
    .select({
      message: {
        id: secureMessages.id,
        caseId: secureMessages.caseId,
        subject: secureMessages.subject,
        body: secureMessages.body,
        createdAt: secureMessages.createdAt,
        viewedAt: secureMessages.viewedAt,
      },
      caseReference: cases.reference,
      firstName: persons.firstName,
      lastName: persons.lastName,
      canReply: sql<boolean>`(${ne(cases.status, 'CLOSED')} and ${personReachable})`,
      assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
    })
    .from(secureMessages)
    .innerJoin(cases, eq(cases.id, secureMessages.caseId))
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .leftJoin(assignee, eq(assignee.id, secureMessages.assignedTo))
    .where(where)
    .orderBy(asc(secureMessages.createdAt), asc(secureMessages.id))
    .limit(f.pageSize)
    .offset(offset);
  const total = await queueTotal(
    page.length,
    f,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(secureMessages)
          .innerJoin(cases, eq(cases.id, secureMessages.caseId))
          .where(where)
      )[0]!.n,
  );
  return { total, rows: page };
}

export type MessageQueueRow = Awaited<ReturnType<typeof messageQueuePage>>['rows'][number];

/** A resident's message on a case of the scope, or none. */
export async function residentMessageInScope(db: Db, scope: OfficeScope, id: string) {
  const [row] = await db
    .select({ id: secureMessages.id })
    .from(secureMessages)
    .innerJoin(cases, eq(cases.id, secureMessages.caseId))
    .where(and(eq(secureMessages.id, id), eq(secureMessages.direction, 'FROM_PERSON'), inScope(scope, cases.officeId)));
  return row ?? null;
}

/** The messages' assignee columns and audit names, for the queues' one assign and release (worker/assignment.ts). */
export const messageAssignable: AuditedAssignable = {
  table: secureMessages,
  id: secureMessages.id,
  assignedTo: secureMessages.assignedTo,
  assignedAt: secureMessages.assignedAt,
  entity: 'secure_message',
  taken: 'messaging.queue.taken',
  notYours: 'messaging.queue.notYours',
};
