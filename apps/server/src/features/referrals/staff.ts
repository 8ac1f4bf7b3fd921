import { and, desc, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  ReferralCheck,
  WorkerAnbReferral,
  WorkerAnbReferrals,
  WorkerReferralDecision,
  WorkerReferralDetail,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import { subDays } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { cases, householdMembers, newbornReferrals, persons, users } from '../../platform/db/schema';
import { ExplainedError, notFound } from '../../platform/http/errors';
import { inEveryLanguage } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session-user';
import { assignAudited, assigneeOf, assigneeOfRow, releaseAudited } from '../worker/assignment';
import { inScope, officeScope, type OfficeScope } from '../worker/scope';
import { presentReferral, referralRows, type ReferralRow } from './present';
import { referralAssignable, referralProblems, referralQueue } from './queue';
import type { Actor } from './service';

const DECIDED_DAYS = 30;
/** How many of the last decided the queue's page lists. */
const RECENT = 10;

function presentForOffice(row: ReferralRow, cipher: FieldCipher): WorkerAnbReferral {
  return {
    ...presentReferral(row, cipher),
    caseReference: row.caseReference,
    newbornSex: row.r.newbornSex as 'F' | 'M',
    denialReason: row.r.denialReason,
  };
}

const ofOffice = (scope: OfficeScope): SQL | undefined => inScope(scope, cases.officeId);

/** Who asks, as the staff calls know them. */
export type Staff = { id: string; staffRole: SessionUser['staffRole'] };

/**
 * The office's queue (every office's for an administrator): a page of the referrals waiting, and
 * on the first page of the Office view the last ten decided in the last 30 days (its other pages
 * and "Mine" do not read them again).
 */
export async function officeReferrals(
  db: Db,
  cipher: FieldCipher,
  staff: Staff,
  query: { q?: string | undefined; view: 'office' | 'mine'; page: number },
  timeZone: string,
): Promise<WorkerAnbReferrals> {
  const scope = await officeScope(db, staff);
  const withRecent = query.view === 'office' && query.page === 1;
  const [queue, recent] = await Promise.all([
    referralQueue(db, cipher, scope, query, staff.id, timeZone),
    withRecent ? lastDecided(db, scope) : undefined,
  ]);
  return { ...queue, ...(recent ? { recent: recent.map((r) => presentForOffice(r, cipher)) } : {}) };
}

/** The scope's last ten referrals decided in the last 30 days, newest first. */
function lastDecided(db: Db, scope: OfficeScope) {
  return referralRows(db)
    .where(
      and(
        ofOffice(scope),
        isNotNull(newbornReferrals.processedAt),
        gte(newbornReferrals.processedAt, subDays(clock.now(), DECIDED_DAYS)),
      ),
    )
    .orderBy(desc(newbornReferrals.processedAt))
    .limit(RECENT);
}

/** A referral of the staff member's office, or a 404 (another office's is not there for them). */
async function inOffice(db: Db, scope: OfficeScope, id: string) {
  const [row] = await referralRows(db).where(and(eq(newbornReferrals.id, id), ofOffice(scope)));
  if (!row) throw notFound();
  return row;
}

/** One referral as the caseworker deciding it sees it (WorkerReferralDetail). */
async function detailOf(db: Db, cipher: FieldCipher, row: ReferralRow, userId: string): Promise<WorkerReferralDetail> {
  const { r } = row;
  const [[mother], problems, assignee, decider] = await Promise.all([
    db.select({ birthDateEnc: persons.birthDateEnc }).from(persons).where(eq(persons.id, r.motherPersonId)),
    r.processedAt
      ? Promise.resolve(new Map<string, ReferralCheck[]>())
      : referralProblems(db, cipher, [{ ...r, newbornBirthDate: cipher.decrypt(r.newbornBirthDateEnc) }]),
    assigneeOf(db, referralAssignable, r.id),
    r.processedBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, r.processedBy))
      : Promise.resolve([]),
  ]);
  return {
    ...presentForOffice(row, cipher),
    caseId: r.caseId,
    motherBirthDate: mother?.birthDateEnc ? cipher.decrypt(mother.birthDateEnc) : null,
    problems: problems.get(r.id) ?? [],
    assignee: assigneeOfRow(assignee, userId),
    decidedBy: decider[0] ? `${decider[0].firstName} ${decider[0].lastName}` : null,
    decidedAt: r.processedAt ? r.processedAt.toISOString() : null,
  };
}

/** One referral of the office (404 for another office's). */
export async function officeReferral(db: Db, cipher: FieldCipher, staff: Staff, id: string) {
  return detailOf(db, cipher, await inOffice(db, await officeScope(db, staff), id), staff.id);
}

/** "Assign to me" (409 naming who has it, unless `takeOver`) of a referral of the office. */
export async function assignReferralToMe(db: Db, staff: Staff, id: string, takeOver: boolean, ip: string) {
  const row = await inOffice(db, await officeScope(db, staff), id);
  return assignAudited(db, referralAssignable, row.r.id, { userId: staff.id, ip }, takeOver);
}

/** "Release" of a referral the caseworker has (409 naming who has it otherwise). */
export async function releaseReferralOf(db: Db, staff: Staff, id: string, ip: string) {
  const row = await inOffice(db, await officeScope(db, staff), id);
  return releaseAudited(db, referralAssignable, row.r.id, { userId: staff.id, ip });
}

const STATUS_OF = { APPROVE: 'APPROVED', DENY: 'DENIED', WITHDRAW: 'WITHDRAWN' } as const;

/**
 * Decides a referral of the office (404 for another office's; 409 once decided). Approving makes
 * the newborn a person, a child in the household of the mother's case, so the case's Medicaid
 * covers the baby; the referral then names the case and the new person. Approving is refused (409
 * on `decision`) while the case no longer matches (referralProblems), checked with the case locked
 * so two referrals of one baby approved at once add it once.
 */
export async function decideReferral(
  db: Db,
  cipher: FieldCipher,
  staff: Staff,
  id: string,
  input: { decision: WorkerReferralDecision['decision']; reason: string },
  who: Actor,
): Promise<WorkerReferralDetail> {
  const row = await inOffice(db, await officeScope(db, staff), id);
  const [mother] = await db.select().from(persons).where(eq(persons.id, row.r.motherPersonId));
  await db.transaction(async (tx) => {
    let newbornPersonId: string | null = null;
    const [theCase] = await tx.select().from(cases).where(eq(cases.id, row.r.caseId)).for('update');
    if (input.decision === 'APPROVE') {
      const problems = await referralProblems(tx, cipher, [
        { ...row.r, newbornBirthDate: cipher.decrypt(row.r.newbornBirthDateEnc) },
      ]);
      const first = problems.get(row.r.id)?.[0];
      if (first)
        throw new ExplainedError(409, 'CONFLICT', 'decision', inEveryLanguage(`newborn.cannotApprove.${first}`));
      const [baby] = await tx
        .insert(persons)
        .values({
          firstName: row.r.newbornFirstName,
          lastName: row.r.newbornLastName,
          birthDateEnc: row.r.newbornBirthDateEnc,
          gender: row.r.newbornSex,
          addressLine1: mother!.addressLine1,
          addressLine2: mother!.addressLine2,
          city: mother!.city,
          state: mother!.state,
          zip: mother!.zip,
          county: mother!.county,
          preferredLanguage: mother!.preferredLanguage,
        })
        .returning({ id: persons.id });
      newbornPersonId = baby!.id;
    }
    const decided = await tx
      .update(newbornReferrals)
      .set({
        status: STATUS_OF[input.decision],
        processedAt: clock.now(),
        processedBy: staff.id,
        denialReason: input.decision === 'APPROVE' ? null : input.reason,
        newbornPersonId,
      })
      .where(and(eq(newbornReferrals.id, id), isNull(newbornReferrals.processedAt)))
      .returning({ id: newbornReferrals.id });
    if (decided.length === 0)
      throw new ExplainedError(409, 'CONFLICT', 'decision', inEveryLanguage('newborn.alreadyDecided'));
    if (newbornPersonId)
      await tx
        .insert(householdMembers)
        .values({ householdId: theCase!.householdId, personId: newbornPersonId, relationship: 'CHILD' });
    await audit(tx, {
      ...who,
      action: `newbornReferral.${input.decision.toLowerCase()}`,
      entity: 'newborn_referral',
      entityId: id,
      detail: { caseId: row.r.caseId, ...(newbornPersonId ? { newbornPersonId } : {}) },
    });
  });
  const [after] = await referralRows(db).where(eq(newbornReferrals.id, id));
  return detailOf(db, cipher, after!, staff.id);
}
