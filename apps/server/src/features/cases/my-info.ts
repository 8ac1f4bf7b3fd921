import { addressOnOneLine } from '@portal/contracts/address';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describeCode, lang, maskSsn, type Locale, type MyInfo, type MyInfoCase } from '@portal/contracts';
import { audit, type auditSource } from '../../platform/audit';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import {
  caseChanges,
  caseExpenses,
  caseRepresentatives,
  casePrograms,
  cases,
  householdMembers,
  households,
  personIncomes,
  personPregnancies,
  persons,
} from '../../platform/db/schema';
import { ownCaseIds } from './repo';

/**
 * "Your information": for each open case of the linked person, the records the agency keeps
 * (cases/open.ts writes them from an approved application; change reports will update them).
 * Only cases the person is a member of are read (ownCaseIds); SSNs leave masked.
 */

const dollars = (cents: number) => cents / 100;
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const addressText = (a: {
  addressLine1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) => addressOnOneLine({ line1: a.addressLine1, city: a.city, state: a.state, zip: a.zip });

async function openCases(db: Db, personId: string) {
  return db
    .select({
      id: cases.id,
      reference: cases.reference,
      status: cases.status,
      household: {
        addressLine1: households.addressLine1,
        city: households.city,
        state: households.state,
        zip: households.zip,
      },
      householdId: cases.householdId,
    })
    .from(cases)
    .innerJoin(households, eq(households.id, cases.householdId))
    .where(and(inArray(cases.id, ownCaseIds(db, personId)), inArray(cases.status, ['ACTIVE', 'SUSPENDED'])))
    .orderBy(asc(cases.reference));
}

async function recordsOf(db: Db, caseIds: string[], householdIds: string[]) {
  const [members, programs, incomes, expenses, pregnancies, representatives] = await Promise.all([
    db
      .select({
        householdId: householdMembers.householdId,
        relationship: householdMembers.relationship,
        id: persons.id,
        firstName: persons.firstName,
        lastName: persons.lastName,
        ssnEnc: persons.ssnEnc,
        birthDateEnc: persons.birthDateEnc,
        usCitizen: persons.usCitizen,
      })
      .from(householdMembers)
      .innerJoin(persons, eq(persons.id, householdMembers.personId))
      .where(inArray(householdMembers.householdId, householdIds))
      .orderBy(asc(persons.createdAt), asc(persons.firstName)),
    db
      .select()
      .from(casePrograms)
      .where(inArray(casePrograms.caseId, caseIds))
      .orderBy(asc(casePrograms.startedOn), asc(casePrograms.programCode)),
    db
      .select()
      .from(personIncomes)
      .where(inArray(personIncomes.caseId, caseIds))
      .orderBy(asc(personIncomes.incomeType)),
    db.select().from(caseExpenses).where(inArray(caseExpenses.caseId, caseIds)).orderBy(asc(caseExpenses.kind)),
    db.select().from(personPregnancies).where(inArray(personPregnancies.caseId, caseIds)),
    db
      .select()
      .from(caseRepresentatives)
      .where(inArray(caseRepresentatives.caseId, caseIds))
      .orderBy(asc(caseRepresentatives.addedOn), asc(caseRepresentatives.lastName)),
  ]);
  return { members, programs, incomes, expenses, pregnancies, representatives };
}

export async function myInformation(
  db: Db,
  cipher: FieldCipher,
  personId: string,
  locale: Locale,
  source: ReturnType<typeof auditSource>,
): Promise<MyInfo> {
  const l = lang(locale);
  const rows = await openCases(db, personId);
  const r = await recordsOf(
    db,
    rows.map((c) => c.id),
    rows.map((c) => c.householdId),
  );
  const names = new Map(r.members.map((m) => [m.id, fullName(m)]));
  const nameOf = (id: string) => names.get(id) ?? '';
  const found: MyInfoCase[] = rows.map((c) => {
    const members = r.members.filter((m) => m.householdId === c.householdId);
    const address = addressText(c.household);
    return {
      caseReference: c.reference,
      caseStatus: c.status,
      programs: r.programs
        .filter((p) => p.caseId === c.id)
        .map((p) => ({
          programName: describeCode('ProgramType', p.programCode, l),
          status: p.status,
          certificationStartOn: p.certificationStartOn,
          certificationEndOn: p.certificationEndOn,
          benefitAmount: p.benefitAmountCents === null ? null : dollars(p.benefitAmountCents),
        })),
      householdMembers: members.map((m) => ({
        name: fullName(m),
        ssn: m.ssnEnc ? maskSsn(cipher.decrypt(m.ssnEnc)) : null,
        dateOfBirth: m.birthDateEnc ? cipher.decrypt(m.birthDateEnc) : null,
        relationship: describeCode('Relationship', m.relationship, l),
        citizenshipStatus:
          m.usCitizen === null ? null : describeCode('CitizenshipStatus', m.usCitizen ? 'CITIZEN' : 'NON_CITIZEN', l),
      })),
      incomes: r.incomes
        .filter((i) => i.caseId === c.id)
        .map((i) => ({
          memberName: nameOf(i.personId),
          type: describeCode('IncomeType', i.incomeType, l),
          employerName: i.employer,
          amount: dollars(i.amountCents),
          frequency: describeCode('Frequency', i.frequency, l),
        })),
      nfPregnancyList: r.pregnancies
        .filter((p) => p.caseId === c.id)
        .map((p) => ({
          pregnancyMemberName: nameOf(p.personId),
          pregnancyDueDate: p.dueOn,
          pregnancyNoOfUnborn: p.unborn,
        })),
      livingArrangement: address ? { address, addressOccupants: members.map(fullName) } : null,
      expenses: r.expenses
        .filter((e) => e.caseId === c.id)
        .map((e) => ({ kind: describeCode('ExpenseKind', e.kind, l), amount: dollars(e.amountCents) })),
      authorizedRepresentatives: r.representatives
        .filter((a) => a.caseId === c.id)
        .map((a) => ({
          name: fullName(a),
          relationship: describeCode('Relationship', a.relationship, l),
          phone: a.phone,
          powers: a.powers.map((p) => describeCode('RepresentativePower', p, l)),
        })),
    };
  });
  const waiting = rows.length
    ? await db
        .selectDistinct({ kind: caseChanges.kind })
        .from(caseChanges)
        .where(
          and(
            inArray(
              caseChanges.caseId,
              rows.map((c) => c.id),
            ),
            inArray(caseChanges.status, ['SUBMITTED', 'INFO_REQUESTED']),
          ),
        )
    : [];
  await audit(db, { ...source, action: 'my_information.read', entity: 'person', entityId: personId });
  return {
    isSuccess: true,
    isClosedPDC: found.length === 0,
    accountSummary: {
      pendingLifeEventInd: false,
      pendingAnnualRenewalInd: waiting.some((w) => w.kind === 'RECERT'),
      pendingChangeOfCircumstanceEventInd: waiting.some((w) => w.kind === 'COC'),
    },
    cases: found,
  };
}
