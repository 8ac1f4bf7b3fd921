import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { APPEAL_QUEUE_STATUSES, type AppealQueueStatus } from '@portal/contracts';
import type { Db } from '../../platform/db';
import { appeals, applicationPrograms, applications, caseChanges, cases, users } from '../../platform/db/schema';
import { contains, startsWith } from '../worker/search';
import type { AuditedAssignable } from '../worker/assignment';
import { queueTotal } from '../worker/queue-total';
import { inScope, type OfficeScope } from '../worker/scope';

/** The hearing office's queue of appeal requests (ADR 0416): one page of it, and who has each. */

/** The queue's filters (contracts WorkerAppealQueueQuery, validated) and who asks. */
export interface AppealQueueFilters {
  q?: string | undefined;
  program?: string | undefined;
  status?: AppealQueueStatus | undefined;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/**
 * The office of the decision appealed (ADR 0402): its case's (the application's case, or the case
 * the change was reported on), else the office that decided the application. A hearing officer's
 * and an administrator's scope is every office, so for them it filters nothing; it is written
 * into the joins so that no other scope could ever read the hearing office's list.
 */
const decisionOffice = sql`coalesce(${cases.officeId}, ${applications.officeId})`;

/** A read of the requests joined to the decisions they appeal (left joins on keys: unused ones are dropped). */
function withDecision<T extends PgSelect>(query: T) {
  return query
    .leftJoin(applicationPrograms, eq(applicationPrograms.id, appeals.applicationProgramId))
    .leftJoin(applications, eq(applications.id, applicationPrograms.applicationId))
    .leftJoin(caseChanges, eq(caseChanges.id, appeals.caseChangeId))
    .leftJoin(cases, eq(cases.id, sql`coalesce(${applications.caseId}, ${caseChanges.caseId})`));
}

/**
 * The search (`q`, as typed): a substring of the appellant's name, or a prefix (any
 * case) of the request's reference, of the appealed application's reference or of the case number
 * of the decision. The decisions' references are asked as sets computed once through their
 * `lower(reference)` indexes (migration 1000), not joined to each request: searching 10,000
 * waiting requests then reads no other table whole.
 */
function searched(db: Db, q: string) {
  // Each set through one index (an OR inside one set would read the applications whole).
  const programs = () =>
    db
      .select({ id: applicationPrograms.id })
      .from(applicationPrograms)
      .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId));
  const byApplication = programs().where(startsWith(applications.reference, q));
  const byApplicationCase = programs()
    .innerJoin(cases, eq(cases.id, applications.caseId))
    .where(startsWith(cases.reference, q));
  const byChangeCase = db
    .select({ id: caseChanges.id })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .where(startsWith(cases.reference, q));
  return or(
    contains(appeals.appellantName, q),
    startsWith(appeals.reference, q),
    inArray(appeals.applicationProgramId, byApplication),
    inArray(appeals.applicationProgramId, byApplicationCase),
    inArray(appeals.caseChangeId, byChangeCase),
  );
}

/**
 * One page of the requests waiting for the hearing office (sent and not decided or withdrawn),
 * oldest first, searched (the appellant's name; a prefix of the request's reference or of the
 * decision's application or case reference) and filtered (programme, status, the officer's own),
 * with the count. The page walks the waiting requests in sent order (their partial index) and
 * stops at its last row; the count runs only when the page is full or past the end (ADR 0411).
 */
export async function appealQueuePage(db: Db, scope: OfficeScope, f: AppealQueueFilters) {
  const where = and(
    inArray(appeals.status, f.status ? [f.status] : [...APPEAL_QUEUE_STATUSES]),
    inScope(scope, decisionOffice),
    f.program ? eq(appeals.programCode, f.program) : undefined,
    f.view === 'mine' ? eq(appeals.assignedTo, f.userId) : undefined,
    f.q ? searched(db, f.q) : undefined,
  );
  const assignee = alias(users, 'assignee');
  const page = await withDecision(
    db
      .select({
        appeal: {
          id: appeals.id,
          reference: appeals.reference,
          track: appeals.track,
          programCode: appeals.programCode,
          appellantName: appeals.appellantName,
          submittedAt: appeals.submittedAt,
          filedOn: appeals.filedOn,
          status: appeals.status,
          hearingDate: appeals.hearingDate,
          hearingTime: appeals.hearingTime,
        },
        decisionReference: sql<string | null>`coalesce(${applications.reference}, ${cases.reference})`,
        assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
      })
      .from(appeals)
      .leftJoin(assignee, eq(assignee.id, appeals.assignedTo))
      .$dynamic(),
  )
    .where(where)
    .orderBy(asc(appeals.submittedAt), asc(appeals.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const total = await queueTotal(page.length, f, async () => {
    // The hearing office's scope is every office: then the count needs no join, and reads the
    // waiting requests' index alone.
    const counted = db.select({ n: count() }).from(appeals).$dynamic();
    return (await (scope.kind === 'all' ? counted : withDecision(counted)).where(where))[0]!.n;
  });
  return { total, rows: page };
}

export type AppealQueueRow = Awaited<ReturnType<typeof appealQueuePage>>['rows'][number];

/** A sent request whose decision is in the scope (the hearing office: every one), or undefined. */
export async function sentAppealInScope(db: Db, scope: OfficeScope, id: string) {
  const [row] = await withDecision(db.select({ id: appeals.id }).from(appeals).$dynamic()).where(
    and(eq(appeals.id, id), isNotNull(appeals.submittedAt), inScope(scope, decisionOffice)),
  );
  return row;
}

/** The requests' assignee columns and audit names, for the queues' one assign and release (worker/assignment.ts). */
export const appealAssignable: AuditedAssignable = {
  table: appeals,
  id: appeals.id,
  assignedTo: appeals.assignedTo,
  assignedAt: appeals.assignedAt,
  entity: 'appeal',
  taken: 'appeals.queue.taken',
  notYours: 'appeals.queue.notYours',
};
