import { and, eq } from 'drizzle-orm';
import type { HouseholdRecords, MemberRecord } from '@portal/forms';
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
import { caseRecordRows, personFor } from './open';

/**
 * A case's records become what the household reported (an accepted change report or renewal):
 * the inverse of `caseRecordsOf` (records.ts). `memberIds` are the case's people in the order the
 * report's answers list them (person 0 is the primary person), as they were when it started.
 * Runs inside the caller's transaction.
 */

/**
 * What the report says about a person already on the case. Identity facts left blank (SSN, birth
 * date, citizenship) keep what is on file: a blank answer is not a statement that they changed.
 */
function personUpdate(cipher: FieldCipher, m: MemberRecord) {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    ...(m.ssn ? { ssnEnc: cipher.encrypt(m.ssn), ssnIndex: cipher.blindIndex(m.ssn) } : {}),
    ...(m.birthDate ? { birthDateEnc: cipher.encrypt(m.birthDate) } : {}),
    ...(m.citizen !== null ? { usCitizen: m.citizen } : {}),
  };
}

/** The people of the report, by position: those on file updated, newcomers added, the others gone. */
async function replaceMembers(
  tx: Db,
  cipher: FieldCipher,
  householdId: string,
  memberIds: string[],
  records: HouseholdRecords,
): Promise<string[]> {
  const people: string[] = [];
  for (const [i, m] of records.members.entries()) {
    const known = memberIds[i];
    const relationship = i === 0 ? 'SELF' : m.relationship;
    if (known) {
      await tx.update(persons).set(personUpdate(cipher, m)).where(eq(persons.id, known));
      await tx
        .update(householdMembers)
        .set({ relationship })
        .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.personId, known)));
      people.push(known);
    } else {
      // Someone who moved in may already be known to the agency: one person never becomes two.
      const id = await personFor(tx, cipher, m, records.address);
      await tx.insert(householdMembers).values({ householdId, personId: id, relationship }).onConflictDoNothing();
      people.push(id);
    }
  }
  // Those who moved out leave the household; the person and their history with the agency stay.
  for (const gone of memberIds.slice(records.members.length))
    await tx
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.personId, gone)));
  return people;
}

/** Puts the reported records on the case: its people, home address, incomes, costs and pregnancies. */
export async function replaceCaseRecords(
  tx: Db,
  cipher: FieldCipher,
  caseId: string,
  memberIds: string[],
  records: HouseholdRecords,
): Promise<void> {
  // Every report names at least the person who reports (the form asks for them first).
  if (records.members.length === 0) throw new Error(`A report on case ${caseId} names nobody`);
  const [found] = await tx
    .select({ householdId: cases.householdId, primary: cases.primaryPersonId })
    .from(cases)
    .where(eq(cases.id, caseId));
  if (!found) throw new Error(`No case ${caseId}`);
  const people = await replaceMembers(tx, cipher, found.householdId, memberIds, records);

  const { address } = records;
  if (address) {
    const { line1, line2, city, state, zip } = address;
    await tx
      .update(households)
      .set({ addressLine1: line1, city, state, zip })
      .where(eq(households.id, found.householdId));
    // The primary person's address is the mailing address notices and paper copies go to.
    await tx
      .update(persons)
      .set({ addressLine1: line1, addressLine2: line2, city, state, zip })
      .where(eq(persons.id, found.primary));
  }

  // Money and pregnancies are replaced whole: the report lists all of them, not only what changed.
  await tx.delete(personIncomes).where(eq(personIncomes.caseId, caseId));
  await tx.delete(caseExpenses).where(eq(caseExpenses.caseId, caseId));
  await tx.delete(personPregnancies).where(eq(personPregnancies.caseId, caseId));
  const rows = caseRecordRows(caseId, people, records);
  if (rows.incomes.length) await tx.insert(personIncomes).values(rows.incomes);
  if (rows.expenses.length) await tx.insert(caseExpenses).values(rows.expenses).onConflictDoNothing();
  if (rows.pregnancies.length) await tx.insert(personPregnancies).values(rows.pregnancies).onConflictDoNothing();
}
