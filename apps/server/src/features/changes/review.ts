import { and, eq } from 'drizzle-orm';
import {
  authorizedRepresentative,
  CHANGE_PAGE,
  changesBetween,
  definitionOf,
  householdRecords,
  summarize,
} from '@portal/forms';
import { CODE_TABLES, DOCUMENTS_DUE_DAYS, lang, type Locale, type WorkerChangeDetail } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { addDays, dayIn, nextCertificationPeriod } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { caseChanges, casePrograms, cases, verificationItems } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { ExplainedError, HttpError, notFound } from '../../platform/http/errors';
import { inEveryLanguage } from '../../platform/i18n';
import type { SessionUser } from '../../platform/sessions';
import { readAnswers } from '../applications/service';
import { replaceCaseRecords } from '../cases/replace';
import { addRepresentative } from '../cases/representatives';
import { sendNotice } from '../communications/service';
import { changeInOffice, lockChangeInOffice, OPEN_STATUSES, staffOffice, type ChangeRow } from './review-repo';

/**
 * The caseworkers' review of change reports and renewals (spec part 2 §7): a caseworker sees the
 * reports on cases of their own office (an administrator, every office), reads each change as
 * before -> after, and either accepts it (the case records become what was reported; a renewal
 * starts the next certification period) or asks the resident for a document first.
 */

type Staff = Pick<SessionUser, 'id' | 'staffRole'>;
/** Who acts, from where (for the audit trail). */
export type Actor = { user: Staff; ip: string };
type Found = { change: ChangeRow; caseReference: string };

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

function queueRow({ change, caseReference }: Found) {
  return {
    id: change.id,
    reference: change.reference,
    kind: change.kind,
    caseReference,
    applicantName: change.applicantName,
    submittedAt: change.submittedAt.toISOString(),
    status: change.status,
  };
}

/** The certification period an accepted renewal starts: after the one it renews, for the configured months. */
function nextPeriodOf(ctx: Pick<AppContext, 'config'>, change: ChangeRow) {
  if (change.kind !== 'RECERT' || !change.certificationEndOn) return null;
  const { certificationMonths } = ctx.config;
  const months = certificationMonths[change.programCode] ?? certificationMonths.FNS!;
  return nextCertificationPeriod(change.certificationEndOn, months);
}

/** The report as the caseworker reads it, in the caseworker's language. */
function present(ctx: Pick<AppContext, 'cipher' | 'config'>, found: Found, locale: Locale): WorkerChangeDetail {
  const { change } = found;
  const def = definitionOf(change.formId);
  if (!def) throw new Error(`Change ${change.id} has the unknown form ${change.formId}`);
  const l = lang(locale);
  const after = readAnswers(ctx.cipher, change.answersEnc);
  // What changed and since when: the first page of a change report (of a renewal: whether anything changed).
  const summary = summarize(def, after, l)
    .filter((b) => b.page === CHANGE_PAGE)
    .flatMap((b) => b.rows.map(({ label, value }) => ({ label, value })));
  return {
    ...queueRow(found),
    caseId: change.caseId,
    summary,
    changes: changesBetween(def, readAnswers(ctx.cipher, change.beforeEnc), after, l),
    certificationEndOn: change.kind === 'RECERT' ? change.certificationEndOn : null,
    nextPeriod: nextPeriodOf(ctx, change),
    decisionNote: change.decisionNote,
  };
}

/** One report of the office (404 for any other); reading it is audited, as it holds personal data. */
export async function changeDetail(ctx: AppContext, actor: Actor, id: string, locale: Locale) {
  const found = await changeInOffice(ctx.db, await staffOffice(ctx.db, actor.user), id);
  if (!found) throw notFound();
  await audit(ctx.db, {
    actorUserId: actor.user.id,
    ip: actor.ip,
    action: 'case_change.read',
    entity: 'case_change',
    entityId: id,
  });
  return present(ctx, found, locale);
}

/**
 * Locks the report and runs `act` on it in one transaction, then answers the report as it now
 * is. 404 when it is not the office's; 409 when it was already accepted (by someone else, or a
 * repeated click): nothing changes then.
 */
async function actOn(
  ctx: AppContext,
  actor: Actor,
  id: string,
  locale: Locale,
  act: (tx: Db, found: Found & { primaryPersonId: string }) => Promise<void>,
): Promise<WorkerChangeDetail> {
  const office = await staffOffice(ctx.db, actor.user);
  await ctx.db.transaction(async (tx) => {
    const found = await lockChangeInOffice(tx, office, id);
    if (!found) throw notFound();
    // Accepted meanwhile (by another caseworker, or a repeated click): said so, and nothing changes.
    if (!isOpen(found.change.status))
      throw new ExplainedError(409, 'CONFLICT', 'status', inEveryLanguage('changes.review.alreadyAccepted'));
    await act(tx, found);
  });
  const found = await changeInOffice(ctx.db, office, id);
  return present(ctx, found!, locale);
}

/**
 * Accepts a report: the case records become what the household reported; a renewal also starts
 * the next certification period (with the monthly benefit, when the caseworker gives it). The
 * resident is told in their language.
 */
export async function acceptChange(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { benefitAmount?: number | undefined; note?: string | undefined },
  locale: Locale,
): Promise<WorkerChangeDetail> {
  const note = body.note?.trim() || null;
  return actOn(ctx, actor, id, locale, async (tx, { change }) => {
    const answers = readAnswers(ctx.cipher, change.answersEnc);
    // Naming a representative adds them; any other report becomes the case's records.
    if (change.formId === authorizedRepresentative.id)
      await addRepresentative(tx, change.caseId, change.id, answers, dayIn(clock.now(), ctx.config.timeZone));
    else await replaceCaseRecords(tx, ctx.cipher, change.caseId, change.memberIds, householdRecords(answers));
    const period = nextPeriodOf(ctx, change);
    if (period) {
      await tx
        .update(casePrograms)
        .set({
          certificationStartOn: period.start,
          certificationEndOn: period.end,
          ...(body.benefitAmount !== undefined ? { benefitAmountCents: body.benefitAmount } : {}),
        })
        .where(and(eq(casePrograms.caseId, change.caseId), eq(casePrograms.programCode, change.programCode)));
      // The case's renewal follows its food programme (as when the case was opened).
      await tx.update(cases).set({ certificationEndOn: period.end }).where(eq(cases.id, change.caseId));
    }
    await tx
      .update(caseChanges)
      .set({ status: 'ACCEPTED', decidedAt: clock.now(), decidedBy: actor.user.id, decisionNote: note })
      .where(eq(caseChanges.id, change.id));
    const { reference, naming, userId } = change;
    const told = note ?? undefined;
    if (period)
      await sendNotice(tx, {
        userId,
        kind: 'renewal.accepted',
        params: { reference, naming, endOn: period.end, note: told },
      });
    else await sendNotice(tx, { userId, kind: 'change.accepted', params: { reference, naming, note: told } });
    await audit(tx, {
      actorUserId: actor.user.id,
      ip: actor.ip,
      action: 'case_change.accepted',
      entity: 'case_change',
      entityId: change.id,
      detail: period ? { certificationEndOn: period.end } : {},
    });
  });
}

const isVerificationItem = (code: string) => CODE_TABLES.VerificationItem.items.some((i) => i.value === code);

/**
 * Asks the resident for a document before deciding: an outstanding verification item on the
 * case, for its primary person (who reported), due in the documents' usual time. The resident
 * sees it on the upload pages and gets a notice with the caseworker's note.
 */
export async function requestChangeInfo(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: { itemCode: string; note: string },
  locale: Locale,
): Promise<WorkerChangeDetail> {
  if (!isVerificationItem(body.itemCode)) throw new HttpError(400, 'validation.invalid', 'itemCode');
  const note = body.note.trim();
  if (!note) throw new HttpError(400, 'validation.required', 'note');
  return actOn(ctx, actor, id, locale, async (tx, { change, primaryPersonId }) => {
    const dueOn = dayIn(addDays(clock.now(), DOCUMENTS_DUE_DAYS), ctx.config.timeZone);
    const [item] = await tx
      .insert(verificationItems)
      .values({
        caseId: change.caseId,
        personId: primaryPersonId,
        itemCode: body.itemCode,
        programCode: change.programCode,
        dueOn,
      })
      .returning({ id: verificationItems.id });
    await tx
      .update(caseChanges)
      .set({ status: 'INFO_REQUESTED', verificationItemId: item!.id, decisionNote: note })
      .where(eq(caseChanges.id, change.id));
    await sendNotice(tx, {
      userId: change.userId,
      kind: 'change.infoRequested',
      params: { reference: change.reference, kind: change.kind, itemCode: body.itemCode, dueOn, note },
    });
    await audit(tx, {
      actorUserId: actor.user.id,
      ip: actor.ip,
      action: 'case_change.info_requested',
      entity: 'case_change',
      entityId: change.id,
      detail: { itemCode: body.itemCode, verificationItemId: item!.id },
    });
  });
}
