import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  appealRequest,
  appealRequestContinuing,
  FormIssues,
  isAppealForm,
  signatureAgreements,
  validateSignature,
} from '@portal/forms';
import { describeCode, type AppealTrack, type Locale, type SignAndSubmitBody } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { draftOrSubmission } from '../../platform/submissions';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { appeals, applicationDrafts } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { ExplainedError, HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { checkPagesComplete, draftOf, storeAnswers, type Source } from '../applications/service';
import { sendNotice } from '../communications/service';
import { systemConfigurations } from '../system/service';
import { decisionsOf, filedOnNow, holidaysOf, refusalText, type Decision } from './decisions';

/**
 * Asking for a hearing, from choosing the decision to withdrawing the request (spec part 2 §2,
 * §4, §9). A request is written as a draft of the appeal form (the form calls of applying save
 * its pages) bound to its decision by a DRAFT row; signing turns that row into the request.
 */

export type AppealRow = typeof appeals.$inferSelect;

/** Appeals need the canAppeal permission and the appeals feature (spec part 2 §6). */
export async function checkMayAppeal(ctx: AppContext, user: SessionUser): Promise<void> {
  if (!user.canAppeal || !(await systemConfigurations(ctx)).featureFlags.appeals) throw new HttpError(403, 'FORBIDDEN');
}

/** A decision that cannot be appealed now: refused with the reason in words. */
function refuse(d: Decision): never {
  throw new ExplainedError(409, 'CONFLICT', 'decisionId', {
    en: refusalText(d.refusal!, d.lastDay, 'en'),
    es: refusalText(d.refusal!, d.lastDay, 'es'),
  });
}

/**
 * Starts a request about one of the person's decisions on the track, or resumes the one they
 * started. Another person's decision, or one on the other track, is not found; a withdrawn
 * programme, a decision past its 90 days or one already appealed is refused (409).
 */
export async function startAppeal(
  ctx: AppContext,
  user: SessionUser,
  body: { track: AppealTrack; decisionId: string },
  source: Source,
): Promise<string> {
  const decision = (await decisionsOf(ctx, user.id, body.track)).find((d) => d.id === body.decisionId);
  if (!decision) throw notFound();
  if (decision.refusal) refuse(decision);
  if (decision.draftFormId) return decision.draftFormId;
  const def = decision.kind === 'CASE_ACTION' ? appealRequestContinuing : appealRequest;
  const now = clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(applicationDrafts)
      .values({
        userId: user.id,
        formId: def.id,
        formVersion: def.version,
        answersEnc: storeAnswers(ctx.cipher, {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: applicationDrafts.id });
    // One request per decision (unique index): a second tab starting it at once loses here.
    const [row] = await tx
      .insert(appeals)
      .values({
        track: body.track,
        userId: user.id,
        ...(decision.kind === 'APPLICATION' ? { applicationProgramId: decision.id } : { caseChangeId: decision.id }),
        programCode: decision.programCode,
        decisionDate: decision.decisionDate,
        draftId: draft!.id,
        submissionKey: draft!.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!row) throw new HttpError(409, 'CONFLICT', 'decisionId');
    return draft!.id;
  });
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'appeal.start',
    entity: 'application_draft',
    entityId: id,
    detail: { decisionId: decision.id },
  });
  return id;
}

async function appealBySubmissionKey(db: Db, key: string) {
  const [row] = await db.select().from(appeals).where(eq(appeals.submissionKey, key));
  return row;
}

function newReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `AP${day}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Signs and submits a request: every page and the signature checked by the server, the decision
 * still appealable (the 90 days are counted to the date it is filed), the request dated by the
 * filing rule, in one transaction. Submitting twice returns the first.
 */
export async function submitAppeal(
  ctx: AppContext,
  user: SessionUser,
  formId: string,
  signature: SignAndSubmitBody,
  locale: Locale,
  source: Source,
): Promise<AppealRow> {
  const submitted = async () => {
    const done = await appealBySubmissionKey(ctx.db, formId);
    if (!done || done.status === 'DRAFT') return null;
    if (done.userId !== user.id) throw notFound();
    return done;
  };
  const found = await draftOrSubmission(() => draftOf(ctx, user, formId), submitted);
  if (found.submitted) return found.submitted;
  const { draft, def, answers } = found.draft;
  const done = await appealBySubmissionKey(ctx.db, formId);
  if (!isAppealForm(def.id) || !done || done.userId !== user.id) throw notFound();
  // Submitted since the draft was read (its twin finished first).
  if (done.status !== 'DRAFT') return done;
  const kept = answers();
  checkPagesComplete(def, kept);
  const boxes = signatureAgreements(def, kept);
  const issues = validateSignature(boxes, signature);
  if (issues.length > 0) throw new FormIssues(issues, 'signature');
  const decision = (await decisionsOf(ctx, user.id, done.track)).find(
    (d) => d.id === (done.applicationProgramId ?? done.caseChangeId),
  );
  if (!decision) throw notFound();
  if (decision.refusal) refuse(decision);
  const filedOn = filedOnNow(ctx, await holidaysOf(ctx.db));
  const row = await ctx.db.transaction(async (tx) => {
    const now = clock.now();
    const [sent] = await tx
      .update(appeals)
      .set({
        reference: newReference(now),
        status: 'SUBMITTED',
        draftId: null,
        answersEnc: storeAnswers(ctx.cipher, kept),
        appellantName: `${user.firstName} ${user.lastName}`.trim(),
        locale,
        signature: {
          firstName: signature.firstName.trim(),
          middleName: signature.middleName?.trim() ?? '',
          lastName: signature.lastName.trim(),
          agreed: boxes.map((b) => b.id),
          signedAt: now.toISOString(),
        },
        submittedAt: now,
        filedOn,
      })
      .where(and(eq(appeals.id, done.id), eq(appeals.status, 'DRAFT')))
      .returning();
    // A concurrent submission of the same draft got there first.
    if (!sent) return null;
    await tx.delete(applicationDrafts).where(eq(applicationDrafts.id, draft.id));
    return sent;
  });
  if (!row) return (await appealBySubmissionKey(ctx.db, formId))!;
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'appeal.submit',
    entity: 'appeal',
    entityId: row.id,
  });
  await sendNotice(ctx.db, {
    userId: user.id,
    locale,
    kind: 'appeal.received',
    params: { reference: row.reference!, program: programNames(row.programCode), filedOn },
  });
  return row;
}

/** A programme's name in both languages (a notice is kept in both). */
export const programNames = (code: string) => ({
  en: describeCode('ProgramType', code, 'en'),
  es: describeCode('ProgramType', code, 'es'),
});

/** One of the person's requests (a draft is not one yet); another person's is not found. */
export async function ownAppeal(db: Db, userId: string, id: string): Promise<AppealRow> {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.id, id), eq(appeals.userId, userId), isNull(appeals.draftId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Withdraws a request the hearing office has not decided: no hearing is held and the decision
 * stays. A decided or already withdrawn request is refused (409); the appellant gets a notice.
 */
export async function withdrawAppeal(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  reason: string | undefined,
  locale: Locale,
  source: Source,
): Promise<AppealRow> {
  await ownAppeal(ctx.db, user.id, id);
  const [row] = await ctx.db
    .update(appeals)
    .set({ status: 'WITHDRAWN', withdrawnAt: clock.now(), withdrawalReason: reason?.trim() || null })
    .where(and(eq(appeals.id, id), inArray(appeals.status, ['SUBMITTED', 'SCHEDULED'])))
    .returning();
  if (!row) throw new HttpError(409, 'CONFLICT', 'id');
  await audit(ctx.db, { ...source, actorUserId: user.id, action: 'appeal.withdraw', entity: 'appeal', entityId: id });
  await sendNotice(ctx.db, {
    userId: user.id,
    locale,
    kind: 'appeal.withdrawn',
    params: { reference: row.reference! },
  });
  return row;
}
