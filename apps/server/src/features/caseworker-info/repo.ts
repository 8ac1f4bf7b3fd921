import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { casePrograms, cases, caseworkers, offices, persons } from '../../platform/db/schema';
import { ownCaseIds } from '../cases/repo';

/**
 * The cases of a person (as a member of the case's household) that are open or were closed on
 * or after `closedSince`, each with its office and assigned caseworker. Ownership is part of
 * the query: only cases of households the person belongs to.
 */
export async function officeCasesOfPerson(db: Db, personId: string, closedSince: string) {
  const rows = await db
    .select({
      caseId: cases.id,
      reference: cases.reference,
      status: cases.status,
      primaryFirstName: persons.firstName,
      primaryLastName: persons.lastName,
      office: {
        name: offices.name,
        county: offices.county,
        addressLine1: offices.addressLine1,
        city: offices.city,
        state: offices.state,
        zip: offices.zip,
        phone: offices.phone,
        email: offices.email,
        hours: offices.hours,
      },
      caseworkerFirstName: caseworkers.firstName,
      caseworkerLastName: caseworkers.lastName,
      caseworkerPhone: caseworkers.phone,
      caseworkerEmail: caseworkers.email,
    })
    .from(cases)
    .innerJoin(persons, eq(persons.id, cases.primaryPersonId))
    .innerJoin(offices, eq(offices.id, cases.officeId))
    .leftJoin(caseworkers, eq(caseworkers.id, cases.caseworkerId))
    .where(
      and(inArray(cases.id, ownCaseIds(db, personId)), or(isNull(cases.closedOn), gte(cases.closedOn, closedSince))),
    )
    .orderBy(asc(cases.reference));
  if (rows.length === 0) return [];
  const programs = await db
    .select({ caseId: casePrograms.caseId, programCode: casePrograms.programCode })
    .from(casePrograms)
    .where(
      inArray(
        casePrograms.caseId,
        rows.map((r) => r.caseId),
      ),
    )
    .orderBy(asc(casePrograms.startedOn), asc(casePrograms.programCode));
  return rows.map((r) => ({
    ...r,
    programCodes: programs.filter((p) => p.caseId === r.caseId).map((p) => p.programCode),
  }));
}

export type OfficeCaseRow = Awaited<ReturnType<typeof officeCasesOfPerson>>[number];

/** The contact details the agency holds for a person (no SSN or birth date). */
export async function contactOfPerson(db: Db, personId: string) {
  const [row] = await db
    .select({
      addressLine1: persons.addressLine1,
      addressLine2: persons.addressLine2,
      city: persons.city,
      state: persons.state,
      zip: persons.zip,
      email: persons.email,
      phone: persons.phone,
    })
    .from(persons)
    .where(eq(persons.id, personId));
  return row ?? null;
}
