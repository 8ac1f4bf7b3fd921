import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HouseholdRecords, MemberRecord } from '@portal/forms';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import {
  applications,
  caseExpenses,
  casePrograms,
  caseworkers,
  cases,
  householdMembers,
  households,
  offices,
  personIncomes,
  personPregnancies,
  persons,
  users,
} from '../../platform/db/schema';

/**
 * Cases come from decisions: the first approved programme of an application opens a case for
 * its household (or joins the active case the applicant already belongs to) and keeps the
 * application's household as records; each approval adds its programme with a certification
 * period and a benefit amount. Runs inside the decision's transaction.
 */

export interface Approval {
  applicationId: string;
  applicationProgramId: string;
  programCode: string;
  records: HouseholdRecords;
  /** The certification period, from certificationPeriod (platform/dates). */
  period: { start: string; end: string };
  benefitCents: number | null;
  /** The staff account that decided: its caseworker (and office) gets a new case. */
  staffUserId: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** A person already known by SSN and birth date, so one person never becomes two. */
async function knownPerson(tx: Db, cipher: FieldCipher, m: MemberRecord): Promise<string | undefined> {
  if (!m.ssn || !m.birthDate) return undefined;
  const rows = await tx
    .select({ id: persons.id, birthDateEnc: persons.birthDateEnc })
    .from(persons)
    .where(eq(persons.ssnIndex, cipher.blindIndex(m.ssn)));
  return rows.find((p) => p.birthDateEnc && cipher.decrypt(p.birthDateEnc) === m.birthDate)?.id;
}

/** An active or suspended case of a household the person belongs to. */
async function openCaseOf(tx: Db, personId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(householdMembers, eq(householdMembers.householdId, cases.householdId))
    .where(and(eq(householdMembers.personId, personId), inArray(cases.status, ['ACTIVE', 'SUSPENDED'])))
    .orderBy(cases.openedOn)
    .limit(1);
  return row?.id;
}

/** The person a member record names: one already known (by SSN and birth date), or a new one. */
export async function personFor(tx: Db, cipher: FieldCipher, m: MemberRecord, address: HouseholdRecords['address']) {
  const known = await knownPerson(tx, cipher, m);
  if (known) {
    if (m.citizen !== null) await tx.update(persons).set({ usCitizen: m.citizen }).where(eq(persons.id, known));
    return known;
  }
  const [row] = await tx
    .insert(persons)
    .values({
      firstName: m.firstName,
      lastName: m.lastName,
      ssnEnc: m.ssn ? cipher.encrypt(m.ssn) : null,
      ssnIndex: m.ssn ? cipher.blindIndex(m.ssn) : null,
      birthDateEnc: m.birthDate ? cipher.encrypt(m.birthDate) : null,
      usCitizen: m.citizen,
      gender: m.sex ?? null,
      addressLine1: address?.line1 ?? null,
      addressLine2: address?.line2 ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      zip: address?.zip ?? null,
    })
    .returning({ id: persons.id });
  return row!.id;
}

/** Where a new case is kept: the deciding caseworker and their office, or the first office. */
async function caseOwner(tx: Db, staffUserId: string) {
  const [worker] = await tx
    .select({ id: caseworkers.id, officeId: caseworkers.officeId })
    .from(caseworkers)
    .where(eq(caseworkers.userId, staffUserId));
  if (worker) return { caseworkerId: worker.id, officeId: worker.officeId };
  const [office] = await tx.select({ id: offices.id }).from(offices).orderBy(offices.name).limit(1);
  if (!office) throw new Error('No office to keep the case');
  return { caseworkerId: null, officeId: office.id };
}

/**
 * The rows of a case's money and pregnancy records: incomes, monthly costs and pregnancies, each
 * member's by the case person at the same position of `people`.
 */
export function caseRecordRows(caseId: string, people: string[], records: HouseholdRecords) {
  return {
    incomes: records.incomes.map((inc) => ({
      caseId,
      personId: people[inc.member]!,
      incomeType: inc.type,
      employer: inc.employer,
      amountCents: cents(inc.amount),
      frequency: inc.frequency,
      hoursPerWeek: inc.hoursPerWeek === null ? null : Math.round(inc.hoursPerWeek),
    })),
    expenses: records.expenses.map((e) => ({ caseId, kind: e.kind, amountCents: cents(e.amount) })),
    pregnancies: records.members.flatMap((m, i) =>
      m.pregnancy ? [{ caseId, personId: people[i]!, dueOn: m.pregnancy.dueDate, unborn: m.pregnancy.unborn }] : [],
    ),
  };
}

/** A new case for the household: its people, its records, a fresh reference. */
async function newCase(tx: Db, cipher: FieldCipher, a: Approval, applicant: string | undefined): Promise<string> {
  const { records } = a;
  const people: string[] = [];
  for (const [i, m] of records.members.entries())
    people.push(i === 0 && applicant ? applicant : await personFor(tx, cipher, m, records.address));
  const [household] = await tx
    .insert(households)
    .values({
      addressLine1: records.address?.line1 ?? null,
      city: records.address?.city ?? null,
      state: records.address?.state ?? null,
      zip: records.address?.zip ?? null,
    })
    .returning({ id: households.id });
  await tx
    .insert(householdMembers)
    .values(
      records.members.map((m, i) => ({
        householdId: household!.id,
        personId: people[i]!,
        relationship: m.relationship,
      })),
    )
    .onConflictDoNothing();
  const owner = await caseOwner(tx, a.staffUserId);
  let caseId: string | undefined;
  while (!caseId) {
    const [row] = await tx
      .insert(cases)
      .values({
        reference: `C-${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
        householdId: household!.id,
        primaryPersonId: people[0]!,
        ...owner,
        status: 'ACTIVE',
        openedOn: a.period.start,
        certificationEndOn: a.period.end,
      })
      .onConflictDoNothing()
      .returning({ id: cases.id });
    caseId = row?.id;
  }
  const rows = caseRecordRows(caseId, people, records);
  if (rows.incomes.length) await tx.insert(personIncomes).values(rows.incomes);
  if (rows.expenses.length) await tx.insert(caseExpenses).values(rows.expenses).onConflictDoNothing();
  if (rows.pregnancies.length) await tx.insert(personPregnancies).values(rows.pregnancies).onConflictDoNothing();
  return caseId;
}

/**
 * The person who applied, when the agency knows them: the person the applying account is
 * linked to, or the person with the applicant's SSN and birth date.
 */
async function applicantPerson(tx: Db, cipher: FieldCipher, userId: string | null, m: MemberRecord | undefined) {
  if (userId) {
    const [account] = await tx.select({ personId: users.linkedPersonId }).from(users).where(eq(users.id, userId));
    if (account?.personId) return account.personId;
  }
  return m ? knownPerson(tx, cipher, m) : undefined;
}

/**
 * Puts an approved programme on a case and returns the case's id. The application row is
 * locked first, so two programmes of one application approved at once share one case; the
 * applicant's SSN is locked too, so two applications of one person make one person.
 */
export async function caseFromApproval(tx: Db, cipher: FieldCipher, a: Approval): Promise<string> {
  const [app] = await tx
    .select({ caseId: applications.caseId, userId: applications.userId })
    .from(applications)
    .where(eq(applications.id, a.applicationId))
    .for('update');
  const first = a.records.members[0];
  if (first?.ssn) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${cipher.blindIndex(first.ssn)}))`);
  let caseId = app?.caseId ?? undefined;
  const applicant = caseId ? undefined : await applicantPerson(tx, cipher, app?.userId ?? null, first);
  if (!caseId && applicant) caseId = await openCaseOf(tx, applicant);
  caseId ??= await newCase(tx, cipher, a, applicant);
  await tx.update(applications).set({ caseId }).where(eq(applications.id, a.applicationId));
  const program = {
    status: 'ACTIVE',
    startedOn: a.period.start,
    certificationStartOn: a.period.start,
    certificationEndOn: a.period.end,
    benefitAmountCents: a.benefitCents,
    applicationProgramId: a.applicationProgramId,
  };
  await tx
    .insert(casePrograms)
    .values({ caseId, programCode: a.programCode, ...program })
    .onConflictDoUpdate({ target: [casePrograms.caseId, casePrograms.programCode], set: program });
  // The case's renewal follows its food programme (or its only one).
  if (a.programCode === 'FNS')
    await tx.update(cases).set({ certificationEndOn: a.period.end }).where(eq(cases.id, caseId));
  else
    await tx
      .update(cases)
      .set({ certificationEndOn: a.period.end })
      .where(and(eq(cases.id, caseId), sql`${cases.certificationEndOn} IS NULL`));
  return caseId;
}
