import { asc, eq } from 'drizzle-orm';
import type { ExpenseRecord, HouseholdRecords } from '@portal/forms';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import {
  caseExpenses,
  cases,
  householdMembers,
  households,
  personIncomes,
  personPregnancies,
  persons,
} from '../../platform/db/schema';

/**
 * A case's records as the forms read them (`HouseholdRecords`, packages/forms records.ts): what
 * a change report or renewal starts from. The case's primary person comes first (the one who
 * reports), then the others in the order they joined; `personIds` names them in that order.
 */
export async function caseRecordsOf(
  db: Db,
  cipher: FieldCipher,
  caseId: string,
): Promise<{ records: HouseholdRecords; personIds: string[] }> {
  const [found] = await db
    .select({
      primary: cases.primaryPersonId,
      line1: households.addressLine1,
      city: households.city,
      state: households.state,
      zip: households.zip,
    })
    .from(cases)
    .innerJoin(households, eq(households.id, cases.householdId))
    .where(eq(cases.id, caseId));
  if (!found) throw new Error(`No case ${caseId}`);
  const [people, incomes, expenses, pregnancies] = await Promise.all([
    db
      .select({
        id: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        ssnEnc: persons.ssnEnc,
        birthDateEnc: persons.birthDateEnc,
        usCitizen: persons.usCitizen,
        line2: persons.addressLine2,
        relationship: householdMembers.relationship,
      })
      .from(cases)
      .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
      .innerJoin(persons, eq(persons.id, householdMembers.personId))
      .where(eq(cases.id, caseId))
      .orderBy(asc(persons.createdAt), asc(persons.id)),
    db.select().from(personIncomes).where(eq(personIncomes.caseId, caseId)).orderBy(asc(personIncomes.id)),
    db.select().from(caseExpenses).where(eq(caseExpenses.caseId, caseId)),
    db.select().from(personPregnancies).where(eq(personPregnancies.caseId, caseId)),
  ]);
  const ordered = [...people.filter((p) => p.id === found.primary), ...people.filter((p) => p.id !== found.primary)];
  const personIds = ordered.map((p) => p.id);
  const records: HouseholdRecords = {
    members: ordered.map((p, i) => {
      const pregnancy = pregnancies.find((g) => g.personId === p.id);
      return {
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDateEnc ? cipher.decrypt(p.birthDateEnc) : null,
        ssn: p.ssnEnc ? cipher.decrypt(p.ssnEnc) : null,
        relationship: i === 0 ? 'SELF' : p.relationship,
        citizen: p.usCitizen,
        pregnancy: pregnancy ? { dueDate: pregnancy.dueOn, unborn: pregnancy.unborn } : null,
      };
    }),
    address:
      found.line1 && found.city && found.state && found.zip
        ? {
            line1: found.line1,
            line2: ordered[0]?.line2 ?? null,
            city: found.city,
            state: found.state,
            zip: found.zip,
          }
        : null,
    incomes: incomes
      .filter((inc) => personIds.includes(inc.personId))
      .map((inc) => ({
        member: personIds.indexOf(inc.personId),
        type: inc.incomeType,
        employer: inc.employer,
        amount: inc.amountCents / 100,
        frequency: inc.frequency,
        hoursPerWeek: inc.hoursPerWeek,
      })),
    expenses: expenses.map((e) => ({ kind: e.kind as ExpenseRecord['kind'], amount: e.amountCents / 100 })),
  };
  return { records, personIds };
}
