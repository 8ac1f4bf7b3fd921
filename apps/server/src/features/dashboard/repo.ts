import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { casePrograms, cases, codeTableItems, householdMembers } from '../../platform/db/schema';

/**
 * The cases a person belongs to (as a member of the case's household), with their programmes.
 * Ownership is part of the query: only cases of households the person is a member of.
 */
export async function casesOfPerson(db: Db, personId: string) {
  const caseRows = await db
    .selectDistinct({
      id: cases.id,
      reference: cases.reference,
      status: cases.status,
      openedOn: cases.openedOn,
      certificationEndOn: cases.certificationEndOn,
    })
    .from(cases)
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .where(eq(householdMembers.personId, personId))
    .orderBy(asc(cases.reference));
  if (caseRows.length === 0) return [];
  const programRows = await db
    .select({
      caseId: casePrograms.caseId,
      programCode: casePrograms.programCode,
      status: casePrograms.status,
      startedOn: casePrograms.startedOn,
    })
    .from(casePrograms)
    .where(
      inArray(
        casePrograms.caseId,
        caseRows.map((c) => c.id),
      ),
    )
    .orderBy(asc(casePrograms.startedOn), asc(casePrograms.programCode));
  return caseRows.map((c) => ({ ...c, programs: programRows.filter((p) => p.caseId === c.id) }));
}

/** Programme names in both languages (code table ProgramType), by code. */
export async function programNames(db: Db): Promise<Map<string, { en: string; es: string }>> {
  const rows = await db.select().from(codeTableItems).where(eq(codeTableItems.tableName, 'ProgramType'));
  return new Map(rows.map((r) => [r.value, { en: r.descriptionEn, es: r.descriptionEs }]));
}
