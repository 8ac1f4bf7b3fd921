import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { casePrograms, cases, householdMembers } from '../../platform/db/schema';

/**
 * The ownership rule of cases: a person may see a case when they are a member of the case's
 * household. Every feature that reads a person's cases filters through this one subquery.
 */
export function ownCaseIds(db: Db, personId: string) {
  return db
    .selectDistinct({ id: cases.id })
    .from(cases)
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .where(eq(householdMembers.personId, personId));
}

/** The cases a person belongs to, with their programmes (earliest started first), in one query. */
export async function casesOfPerson(db: Db, personId: string) {
  const rows = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      status: cases.status,
      openedOn: cases.openedOn,
      certificationEndOn: cases.certificationEndOn,
      program: {
        caseId: casePrograms.caseId,
        programCode: casePrograms.programCode,
        status: casePrograms.status,
        startedOn: casePrograms.startedOn,
      },
    })
    .from(cases)
    .leftJoin(casePrograms, eq(casePrograms.caseId, cases.id))
    .where(inArray(cases.id, ownCaseIds(db, personId)))
    .orderBy(asc(cases.reference), asc(casePrograms.startedOn), asc(casePrograms.programCode));
  type Program = NonNullable<(typeof rows)[number]['program']>;
  const byCase = new Map<string, Omit<(typeof rows)[number], 'program'> & { programs: Program[] }>();
  for (const { program, ...row } of rows) {
    const found = byCase.get(row.id) ?? byCase.set(row.id, { ...row, programs: [] }).get(row.id)!;
    if (program) found.programs.push(program);
  }
  return [...byCase.values()];
}

/** One case of the person's, or undefined when it is not theirs (callers answer 404). */
export async function caseOfMember(db: Db, personId: string, caseId: string) {
  const [row] = await db
    .select({
      id: cases.id,
      reference: cases.reference,
      status: cases.status,
      certificationEndOn: cases.certificationEndOn,
    })
    .from(cases)
    .where(and(eq(cases.id, caseId), inArray(cases.id, ownCaseIds(db, personId))));
  return row;
}

/** The programmes of some cases with their status, earliest started first. */
export async function programsOfCases(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: casePrograms.caseId,
      programCode: casePrograms.programCode,
      status: casePrograms.status,
      startedOn: casePrograms.startedOn,
    })
    .from(casePrograms)
    .where(inArray(casePrograms.caseId, caseIds))
    .orderBy(asc(casePrograms.startedOn), asc(casePrograms.programCode));
}

/** A case's reference (C-…), as residents and caseworkers quote it. */
export async function caseReferenceOf(db: Db, caseId: string): Promise<string> {
  const [row] = await db.select({ reference: cases.reference }).from(cases).where(eq(cases.id, caseId));
  return row!.reference;
}
