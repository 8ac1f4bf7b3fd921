import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  centsOf,
  FILINGS_PAGE_SIZE,
  type PresumptiveFilingList,
  decidePresumptive,
  presumptiveProblems,
  type PresumptiveAnswers,
  type PresumptiveCategory,
  type PresumptiveFiling,
  type PresumptiveField,
  type PresumptiveProblem,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { persons, presumptiveFilings, providerFacilities, providerStaff, users } from '../../platform/db/schema';
import { dayIn } from '../../platform/dates';
import { forbidden, HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/session-user';

type FilingRow = typeof presumptiveFilings.$inferSelect;
export interface Facility {
  facilityId: string;
  name: string;
  bccmAllowed: boolean;
}

/**
 * The facilities for which this account may file presumptive eligibility: its own flag AND a
 * facility it works for that allows it. BCCM likewise needs both the account's BCCM flag and
 * the facility's.
 */
export async function presumptiveFacilities(db: Db, user: SessionUser): Promise<Facility[]> {
  if (!user.providerPresumptive) return [];
  const rows = await db
    .select({ id: providerFacilities.id, name: providerFacilities.name, bccm: providerFacilities.bccmAllowed })
    .from(providerStaff)
    .innerJoin(providerFacilities, eq(providerFacilities.id, providerStaff.facilityId))
    .where(and(eq(providerStaff.userId, user.id), eq(providerFacilities.presumptiveAllowed, true)))
    .orderBy(providerFacilities.name);
  return rows.map((r) => ({ facilityId: r.id, name: r.name, bccmAllowed: user.providerBccm && r.bccm }));
}

/** The spec's presumptive flags of the signed-in account. */
export async function presumptiveRights(db: Db, user: SessionUser) {
  const facilities = await presumptiveFacilities(db, user);
  return { nfPresumptiveAllowed: facilities.length > 0, nfBCCMAllowed: facilities.some((f) => f.bccmAllowed) };
}

/** Starts a filing: the provider's open draft if there is one (so starting again keeps no litter), else a new one. */
export async function startFiling(db: Db, user: SessionUser): Promise<string> {
  if ((await presumptiveFacilities(db, user)).length === 0) throw forbidden();
  const [open] = await db
    .select({ id: presumptiveFilings.id })
    .from(presumptiveFilings)
    .where(and(eq(presumptiveFilings.filedBy, user.id), eq(presumptiveFilings.status, 'DRAFT')))
    .limit(1);
  if (open) return open.id;
  const [row] = await db
    .insert(presumptiveFilings)
    .values({ filedBy: user.id, status: 'DRAFT', createdAt: clock.now() })
    .returning({ id: presumptiveFilings.id });
  return row!.id;
}

/** A filing of this provider; anyone else's is not found. */
async function ownFiling(db: Db, user: SessionUser, formId: string): Promise<FilingRow> {
  const [row] = await db
    .select()
    .from(presumptiveFilings)
    .where(and(eq(presumptiveFilings.id, formId), eq(presumptiveFilings.filedBy, user.id)));
  if (!row) throw notFound();
  return row;
}

async function present(db: Db, cipher: FieldCipher, user: SessionUser, row: FilingRow): Promise<PresumptiveFiling> {
  const facilities = await presumptiveFacilities(db, user);
  if (row.status !== 'DECIDED') return { formId: row.id, status: 'DRAFT', facilities, decision: null };
  const [facility] = await db
    .select({ name: providerFacilities.name })
    .from(providerFacilities)
    .where(eq(providerFacilities.id, row.facilityId!));
  const [filer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.filedBy));
  const ssn = row.ssnEnc ? cipher.decrypt(row.ssnEnc) : null;
  return {
    formId: row.id,
    status: 'DECIDED',
    facilities,
    decision: {
      facilityName: facility?.name ?? '',
      patientName: `${row.firstName} ${row.lastName}`,
      birthDate: cipher.decrypt(row.birthDateEnc!),
      ssnLast4: ssn ? ssn.slice(-4) : null,
      householdSize: row.householdSize!,
      monthlyIncomeCents: row.monthlyIncomeCents!,
      category: row.category as PresumptiveCategory,
      eligible: row.eligible!,
      reason: row.eligible ? null : 'INCOME_OVER_LIMIT',
      monthlyLimitCents: row.monthlyLimitCents!,
      percent: row.percent!,
      guidelineYear: row.guidelineYear!,
      filedOn: row.filedOn!,
      filedBy: filer ? `${filer.firstName} ${filer.lastName}` : '',
      coverageStart: row.coverageStart,
      coverageEnd: row.coverageEnd,
    },
  };
}

/** The provider's decided filings, newest first, one page (no SSN or birth date in the list). */
export async function listFilings(db: Db, user: SessionUser, page: number): Promise<PresumptiveFilingList> {
  const mine = and(eq(presumptiveFilings.filedBy, user.id), eq(presumptiveFilings.status, 'DECIDED'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        formId: presumptiveFilings.id,
        firstName: presumptiveFilings.firstName,
        lastName: presumptiveFilings.lastName,
        facilityName: providerFacilities.name,
        filedOn: presumptiveFilings.filedOn,
        eligible: presumptiveFilings.eligible,
        coverageEnd: presumptiveFilings.coverageEnd,
      })
      .from(presumptiveFilings)
      .leftJoin(providerFacilities, eq(providerFacilities.id, presumptiveFilings.facilityId))
      .where(mine)
      .orderBy(desc(presumptiveFilings.decidedAt), desc(presumptiveFilings.id))
      .limit(FILINGS_PAGE_SIZE)
      .offset((page - 1) * FILINGS_PAGE_SIZE),
    db.select({ n: count() }).from(presumptiveFilings).where(mine),
  ]);
  return {
    filings: rows.map((r) => ({
      formId: r.formId,
      patientName: `${r.firstName} ${r.lastName}`,
      facilityName: r.facilityName ?? '',
      filedOn: r.filedOn!,
      eligible: r.eligible!,
      coverageEnd: r.coverageEnd,
    })),
    total: counted?.n ?? 0,
    page,
    pageSize: FILINGS_PAGE_SIZE,
  };
}

export async function readFiling(db: Db, cipher: FieldCipher, user: SessionUser, formId: string) {
  return present(db, cipher, user, await ownFiling(db, user, formId));
}

/** Answers that were refused, field by field (nothing was stored). */
export class PresumptiveProblems extends Error {
  constructor(readonly problems: Partial<Record<PresumptiveField, PresumptiveProblem>>) {
    super('presumptive answers refused');
  }
}

/**
 * Files the answers and decides at once: checked with the shared rules, then the facility must
 * be one of the provider's that allows presumptive filing, and BCCM only where allowed. The
 * decision, period and reason are stored with the patient's data (SSN and birth date encrypted).
 */
export async function submitFiling(
  db: Db,
  cipher: FieldCipher,
  timeZone: string,
  user: SessionUser,
  formId: string,
  answers: PresumptiveAnswers,
  ip: string,
): Promise<PresumptiveFiling> {
  const facilities = await presumptiveFacilities(db, user);
  if (facilities.length === 0) throw forbidden();
  const row = await ownFiling(db, user, formId);
  if (row.status !== 'DRAFT') throw new HttpError(409, 'CONFLICT');
  const today = dayIn(clock.now(), timeZone);
  const problems = presumptiveProblems(answers, today);
  const facility = facilities.find((f) => f.facilityId === answers.facilityId.trim());
  if (!problems.facilityId && !facility) problems.facilityId = 'validation.presumptive.facility';
  if (!problems.category && answers.category.trim() === 'BCCM' && facility && !facility.bccmAllowed)
    problems.category = 'validation.presumptive.bccm';
  if (Object.keys(problems).length > 0) throw new PresumptiveProblems(problems);

  const v = (f: PresumptiveField) => answers[f].trim();
  const [mm, dd, yyyy] = v('birthDate').split('/');
  const ssn = v('ssn').replace(/-/g, '');
  const householdSize = Number(v('householdSize'));
  const monthlyIncomeCents = centsOf(v('monthlyIncome'));
  const category = v('category') as PresumptiveCategory;
  const decision = decidePresumptive(householdSize, monthlyIncomeCents, category, today);
  const updated = await db
    .update(presumptiveFilings)
    .set({
      status: 'DECIDED',
      facilityId: facility!.facilityId,
      firstName: v('firstName'),
      lastName: v('lastName'),
      birthDateEnc: cipher.encrypt(`${yyyy}-${mm}-${dd}`),
      ssnEnc: ssn ? cipher.encrypt(ssn) : null,
      ssnIndex: ssn ? cipher.blindIndex(ssn) : null,
      addressLine1: v('addressLine1'),
      city: v('city'),
      zip: v('zip'),
      householdSize,
      monthlyIncomeCents,
      category,
      eligible: decision.eligible,
      reason: decision.eligible ? null : 'INCOME_OVER_LIMIT',
      monthlyLimitCents: decision.monthlyLimitCents,
      percent: decision.percent,
      guidelineYear: decision.guidelineYear,
      filedOn: today,
      coverageStart: decision.coverageStart,
      coverageEnd: decision.coverageEnd,
      decidedAt: clock.now(),
    })
    // Only a draft: two submits at once decide it once.
    .where(and(eq(presumptiveFilings.id, row.id), eq(presumptiveFilings.status, 'DRAFT')))
    .returning();
  if (updated.length === 0) throw new HttpError(409, 'CONFLICT');
  await audit(db, {
    actorUserId: user.id,
    action: 'presumptive.filed',
    entity: 'presumptive_filing',
    entityId: row.id,
    ip,
    detail: { facilityId: facility!.facilityId, category, eligible: decision.eligible },
  });
  return present(db, cipher, user, updated[0]!);
}

/**
 * Temporary coverage still running for the person a resident account is linked to (found by
 * the SSN's blind index): the latest eligible filing whose period has not ended.
 */
export async function coverageOfPerson(
  db: Db,
  personId: string,
  today: string,
): Promise<{ coverageStart: string; coverageEnd: string } | null> {
  const [person] = await db.select({ ssnIndex: persons.ssnIndex }).from(persons).where(eq(persons.id, personId));
  if (!person?.ssnIndex) return null;
  const [row] = await db
    .select({ coverageStart: presumptiveFilings.coverageStart, coverageEnd: presumptiveFilings.coverageEnd })
    .from(presumptiveFilings)
    .where(
      and(
        eq(presumptiveFilings.ssnIndex, person.ssnIndex),
        eq(presumptiveFilings.eligible, true),
        gte(presumptiveFilings.coverageEnd, today),
      ),
    )
    .orderBy(desc(presumptiveFilings.coverageEnd))
    .limit(1);
  return row?.coverageStart && row.coverageEnd
    ? { coverageStart: row.coverageStart, coverageEnd: row.coverageEnd }
    : null;
}

/** For the notice: the decided filing of this provider. */
export async function decidedFiling(db: Db, cipher: FieldCipher, user: SessionUser, formId: string) {
  const filing = await readFiling(db, cipher, user, formId);
  if (!filing.decision) throw notFound();
  return filing.decision;
}
