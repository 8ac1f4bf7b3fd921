import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db';
import { applications, caseworkers, cases, householdMembers, users } from '../../platform/db/schema';
import type { SessionUser } from '../../platform/sessions';

/**
 * The one place that decides which offices' work a staff member may see and change (ADR 0402).
 * Every staff read and write filters by it: lists keep only the scope's rows, and an item outside
 * it answers 404, exactly as if it did not exist.
 *
 * - an administrator: every office (`all`);
 * - a hearing officer: every office (`all`) — the state's hearing office hears appeals from every
 *   county, and the routes already limit them to the hearing office's calls;
 * - a caseworker: the office they work at (`office`), or nothing (`none`) when no office is on file.
 */
export type OfficeScope = { kind: 'all' } | { kind: 'office'; officeId: string } | { kind: 'none' };

export async function officeScope(db: Db, user: Pick<SessionUser, 'id' | 'staffRole'>): Promise<OfficeScope> {
  if (user.staffRole === 'ADMIN' || user.staffRole === 'HEARING_OFFICER') return { kind: 'all' };
  if (user.staffRole !== 'CASEWORKER') return { kind: 'none' };
  const [row] = await db
    .select({ officeId: caseworkers.officeId })
    .from(caseworkers)
    .where(eq(caseworkers.userId, user.id));
  return row ? { kind: 'office', officeId: row.officeId } : { kind: 'none' };
}

/** The scope of a staff account known by its id (its role read from the account). */
export async function officeScopeOf(db: Db, userId: string): Promise<OfficeScope> {
  const [row] = await db.select({ staffRole: users.staffRole }).from(users).where(eq(users.id, userId));
  return officeScope(db, { id: userId, staffRole: row?.staffRole ?? null });
}

/** The condition "the office in `column` is in scope" (undefined: no condition, every office). */
export function inScope(scope: OfficeScope, column: AnyPgColumn | SQL): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return sql`${column} = ${scope.officeId}`;
}

/** Whether an office (null: none yet) is in scope. */
export function officeInScope(scope: OfficeScope, officeId: string | null): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'office' && officeId === scope.officeId;
}

/**
 * The office an application belongs to (ADR 0402): the office of its case once it has one; else
 * the office that first decided one of its programmes (applications.office_id); else the office of
 * a case the applicant's account is already linked to; null while it is nobody's yet (intake).
 */
/** The office of the first case (by reference) of the person the applicant's account is linked to. */
const linkedOffice = sql`(select c.office_id from ${cases} c join ${users} u on u.linked_person_id = c.primary_person_id
    where u.id = ${applications.userId} order by c.reference limit 1)`;

export const applicationOffice: SQL<string | null> = sql<string | null>`coalesce(
  (select c.office_id from ${cases} c where c.id = ${applications.caseId}),
  ${applications.officeId},
  ${linkedOffice}
)`;

/**
 * The condition "the application is in scope": its office is the worker's, or it has no office yet
 * (intake that any office may take; the first decision makes it that office's).
 */
export function applicationInScope(scope: OfficeScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return sql`coalesce(${applicationOffice} = ${scope.officeId}, true)`;
}

/**
 * The same condition as applicationInScope for a query that has joined the application's case
 * (`caseOffice`: that case's office, null without one), written so that a list of many
 * applications (the queue, ADR 0411) reads its rows' offices by join: the case's office, else the
 * office that took it, else — only for an application with neither — the linked account's case.
 * Every application of an office is found through an index; the linked account's case is looked
 * up only for the applications no office has yet.
 */
export function applicationInScopeJoined(scope: OfficeScope, caseOffice: AnyPgColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  const office = scope.officeId;
  return sql`(${caseOffice} = ${office} or (${applications.caseId} is null and (${applications.officeId} = ${office}
    or (${applications.officeId} is null and coalesce(${linkedOffice} = ${office}, true)))))`;
}

/**
 * The condition "the person in `personColumn` is in scope": a member of a household with a case of
 * an office in scope. A person on no case is nobody's office's: only an administrator reaches them.
 */
export function personInScope(scope: OfficeScope, personColumn: AnyPgColumn | SQL): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'none') return sql`false`;
  return sql`exists (select 1 from ${householdMembers} hm join ${cases} c on c.household_id = hm.household_id
    where hm.person_id = ${personColumn} and c.office_id = ${scope.officeId})`;
}
