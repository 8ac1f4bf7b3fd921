import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { caseChanges, cases, users } from '../../platform/db/schema';
import { contains, startsWith } from '../worker/search';
import type { AuditedAssignable } from '../worker/assignment';
import { inScope, type OfficeScope } from '../worker/scope';
import { OPEN_STATUSES } from './review-repo';
import { queueTotal } from '../worker/queue-total';

/** The caseworkers' queue of change reports and renewals (ADR 0415): one page of it, and who has each. */

/** The queue's filters (contracts WorkerChangeQueueQuery, validated) and who asks. */
export interface ChangeQueueFilters {
  q?: string | undefined;
  program?: string | undefined;
  kind?: 'COC' | 'RECERT' | undefined;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/**
 * One page of the reports on the scope's cases still waiting for a caseworker (not decided, or
 * waiting for a document), oldest first, searched (the resident's name; a prefix of the report's
 * or the case's reference) and filtered (kind, programme, the caseworker's own), with the count.
 * The page walks the waiting reports in submitted order (their partial index) and stops at its
 * last row; the count runs only when the page is full or past the end (ADR 0411's rule).
 */
export async function changeQueuePage(db: Db, scope: OfficeScope, f: ChangeQueueFilters) {
  const where = and(
    inArray(caseChanges.status, [...OPEN_STATUSES]),
    inScope(scope, cases.officeId),
    f.kind ? eq(caseChanges.kind, f.kind) : undefined,
    f.program ? eq(caseChanges.programCode, f.program) : undefined,
    f.view === 'mine' ? eq(caseChanges.assignedTo, f.userId) : undefined,
    f.q
      ? or(
          contains(caseChanges.applicantName, f.q),
          startsWith(caseChanges.reference, f.q),
          startsWith(cases.reference, f.q),
        )
      : undefined,
  );
  const assignee = alias(users, 'assignee');
  const offset = (f.page - 1) * f.pageSize;
  const page = await db
    .select({
      change: {
        id: caseChanges.id,
        reference: caseChanges.reference,
        kind: caseChanges.kind,
        programCode: caseChanges.programCode,
        applicantName: caseChanges.applicantName,
        submittedAt: caseChanges.submittedAt,
        status: caseChanges.status,
        certificationEndOn: caseChanges.certificationEndOn,
      },
      caseReference: cases.reference,
      assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
    })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .leftJoin(assignee, eq(assignee.id, caseChanges.assignedTo))
    .where(where)
    .orderBy(asc(caseChanges.submittedAt), asc(caseChanges.id))
    .limit(f.pageSize)
    .offset(offset);
  const total = await queueTotal(
    page.length,
    f,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(caseChanges)
          .innerJoin(cases, eq(cases.id, caseChanges.caseId))
          .where(where)
      )[0]!.n,
  );
  return { total, rows: page };
}

export type ChangeQueueRow = Awaited<ReturnType<typeof changeQueuePage>>['rows'][number];

/** The reports' assignee columns and audit names, for the queues' one assign and release (worker/assignment.ts). */
export const changeAssignable: AuditedAssignable = {
  table: caseChanges,
  id: caseChanges.id,
  assignedTo: caseChanges.assignedTo,
  assignedAt: caseChanges.assignedAt,
  entity: 'case_change',
  taken: 'changes.queue.taken',
  notYours: 'changes.queue.notYours',
};
