import { and, asc, desc, eq, gte, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { WorkerAnbReferral, WorkerAnbReferrals, WorkerReferralDecision } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import { subDays } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { cases, householdMembers, newbornReferrals, persons } from '../../platform/db/schema';
import { ExplainedError, notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { inScope, officeScopeOf, type OfficeScope } from '../worker/scope';
import { presentReferral, referralRows, type ReferralRow } from './present';
import type { Actor } from './service';

const DECIDED_DAYS = 30;

function presentForOffice(row: ReferralRow, cipher: FieldCipher): WorkerAnbReferral {
  return {
    ...presentReferral(row, cipher),
    caseReference: row.caseReference,
    newbornSex: row.r.newbornSex as 'F' | 'M',
    denialReason: row.r.denialReason,
  };
}

const ofOffice = (scope: OfficeScope): SQL | undefined => inScope(scope, cases.officeId);

/** The referrals that reached the staff member's office (every office's for an administrator). */
export async function officeReferrals(db: Db, cipher: FieldCipher, staffUserId: string): Promise<WorkerAnbReferrals> {
  const scope = await officeScopeOf(db, staffUserId);
  const [waiting, decided] = await Promise.all([
    referralRows(db)
      .where(and(ofOffice(scope), isNull(newbornReferrals.processedAt)))
      .orderBy(asc(newbornReferrals.submittedAt))
      .limit(200),
    referralRows(db)
      .where(
        and(
          ofOffice(scope),
          isNotNull(newbornReferrals.processedAt),
          gte(newbornReferrals.processedAt, subDays(clock.now(), DECIDED_DAYS)),
        ),
      )
      .orderBy(desc(newbornReferrals.processedAt))
      .limit(200),
  ]);
  return {
    waiting: waiting.map((r) => presentForOffice(r, cipher)),
    decided: decided.map((r) => presentForOffice(r, cipher)),
  };
}

const STATUS_OF = { APPROVE: 'APPROVED', DENY: 'DENIED', WITHDRAW: 'WITHDRAWN' } as const;

/**
 * Decides a referral of the office (404 for another office's; 409 once decided). Approving makes
 * the newborn a person, a child in the household of the mother's case, so the case's Medicaid
 * covers the baby; the referral then names the case and the new person.
 */
export async function decideReferral(
  db: Db,
  cipher: FieldCipher,
  staffUserId: string,
  id: string,
  input: { decision: WorkerReferralDecision['decision']; reason: string },
  who: Actor,
): Promise<WorkerAnbReferral> {
  const scope = await officeScopeOf(db, staffUserId);
  const [row] = await referralRows(db).where(and(eq(newbornReferrals.id, id), ofOffice(scope)));
  if (!row) throw notFound();
  const [mother] = await db.select().from(persons).where(eq(persons.id, row.r.motherPersonId));
  const [theCase] = await db.select().from(cases).where(eq(cases.id, row.r.caseId));
  await db.transaction(async (tx) => {
    let newbornPersonId: string | null = null;
    if (input.decision === 'APPROVE') {
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
        processedBy: staffUserId,
        denialReason: input.decision === 'APPROVE' ? null : input.reason,
        newbornPersonId,
      })
      .where(and(eq(newbornReferrals.id, id), isNull(newbornReferrals.processedAt)))
      .returning({ id: newbornReferrals.id });
    if (decided.length === 0)
      throw new ExplainedError(409, 'CONFLICT', 'decision', {
        en: t('en', 'newborn.alreadyDecided'),
        es: t('es', 'newborn.alreadyDecided'),
      });
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
  return presentForOffice(after!, cipher);
}
