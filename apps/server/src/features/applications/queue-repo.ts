import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { QUEUE_STATUSES } from '@portal/contracts';
import type { Db } from '../../platform/db';
import { applicationPrograms, applications, cases, users } from '../../platform/db/schema';
import { assignRow, releaseRow } from '../worker/assignment';
import { applicationInScopeJoined, type OfficeScope } from '../worker/scope';
import { programsOfApplications } from './repo';
import { queueTotal } from '../worker/queue-total';
import { contains, inIds, startsWith } from '../worker/search';

/** The caseworkers' work queue of applications (ADR 0411): one page of it, and who has each. */

/** The queue's filters (contracts WorkerQueueQuery, validated) and who asks. */
export interface QueueFilters {
  q?: string;
  program?: string;
  status?: string;
  view: 'office' | 'mine';
  page: number;
  pageSize: number;
  userId: string;
}

/**
 * The staff queue (ADR 0411): one page of the applications of the scope with a programme waiting
 * for a caseworker, oldest first, searched and filtered, with their programmes and assignee; and
 * how many match in all. The page walks the waiting applications in submitted order (their
 * partial index) and stops at the page's last row; the count runs only when the page is full or
 * not the first (otherwise the page is the whole answer). The office rule is ADR 0402's, by join.
 */
export async function queuePage(db: Db, scope: OfficeScope, f: QueueFilters) {
  // Waiting (the column the database keeps); a programme or status filter asks both of one programme.
  const programFilter =
    f.status || f.program
      ? sql`exists (select 1 from ${applicationPrograms} p where p.application_id = ${applications.id}
          and p.status in (${sql.join(
            (f.status ? [f.status] : [...QUEUE_STATUSES]).map((s) => sql`${s}`),
            sql`, `,
          )})${f.program ? sql` and p.program_code = ${f.program}` : sql``})`
      : undefined;
  // The applicant's name, the reference or the case number, each a condition on the application's
  // own row (the case number as the set of cases it names), so one BitmapOr of their indexes finds
  // the matches (ADR 0420) and the case is joined for the scope only.
  const numbered = alias(cases, 'numbered');
  const search = f.q
    ? or(
        contains(applications.applicantName, f.q),
        startsWith(applications.reference, f.q),
        inIds(
          applications.caseId,
          db.select({ id: numbered.id }).from(numbered).where(startsWith(numbered.reference, f.q)),
        ),
      )
    : undefined;
  const where = and(
    eq(applications.waiting, true),
    programFilter,
    applicationInScopeJoined(scope, cases.officeId),
    f.view === 'mine' ? eq(applications.assignedTo, f.userId) : undefined,
    search,
  );
  const assignee = alias(users, 'assignee');
  const offset = (f.page - 1) * f.pageSize;
  const apps = await db
    .select({
      app: applications,
      assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
    })
    .from(applications)
    .leftJoin(cases, eq(cases.id, applications.caseId))
    .leftJoin(assignee, eq(assignee.id, applications.assignedTo))
    .where(where)
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .limit(f.pageSize)
    .offset(offset);
  const total = await queueTotal(
    apps.length,
    f,
    async () =>
      (
        await db
          .select({ n: count() })
          .from(applications)
          .leftJoin(cases, eq(cases.id, applications.caseId))
          .where(where)
      )[0]!.n,
  );
  const programs = await programsOfApplications(
    db,
    apps.map((a) => a.app.id),
  );
  return {
    total,
    rows: apps.map(({ app, assignee: who }) => ({
      app,
      assignee: who,
      programs: programs.filter((p) => p.applicationId === app.id),
    })),
  };
}

/** The application's assignee (id and name), or null. */
export async function assigneeOf(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.assignedTo))
    .where(eq(applications.id, id));
  return row ?? null;
}

/** The applications' assignee columns, for the queues' one assign and release (worker/assignment.ts). */
const assignable = {
  table: applications,
  id: applications.id,
  assignedTo: applications.assignedTo,
  assignedAt: applications.assignedAt,
};

/** Assigns the application to `userId` (false when another caseworker has it, unless `takeOver`): assignRow. */
export const assignTo = (db: Db, id: string, userId: string, takeOver: boolean, at: Date) =>
  assignRow(db, assignable, id, userId, takeOver, at);

/** Releases the application `userId` has (false when someone else has it): releaseRow. */
export const releaseFrom = (db: Db, id: string, userId: string) => releaseRow(db, assignable, id, userId);
