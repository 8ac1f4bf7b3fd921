import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  agreementsFor,
  answersOfRecords,
  authorizedRepresentative,
  LIFE_EVENT_PARTS,
  FormIssues,
  programsOf,
  prune,
  signatureFlags,
  validateSignature,
} from '@portal/forms';
import type { CocTypeCode, LifeEventType, Locale, SignAndSubmitBody } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { draftOrSubmission } from '../../platform/submissions';
import { clock } from '../../platform/clock';
import { applicationDrafts, caseChanges, cases } from '../../platform/db/schema';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { checkPagesComplete, draftOf, storeAnswers, type Source } from '../applications/service';
import { caseRecordsOf } from '../cases/records';
import { caseOfMember } from '../cases/repo';
import { COC_TYPES, eligibilityOf, formOfKind, type ChangeKind } from './eligibility';
import { renewalWindow } from './windows';

/**
 * A change report or renewal from start to submission (spec part 2 §4 "COC, renewal and
 * life-event flows: start, finish, then sign and submit"). It runs as a draft bound to its case
 * (the form calls of applying save its pages); signing turns it into a case change the
 * caseworker reviews (review.ts).
 */

/**
 * Starts one, filled in from the case records; resumes the person's own one in progress. The
 * case must be the one eligibility found (another household's answers 404); a renewal another
 * household member has in progress is refused (one at a time, held by a unique index).
 */
export async function startChange(
  ctx: AppContext,
  user: SessionUser,
  body: { cocTypeCode: CocTypeCode; caseID: string },
  source: Source,
  lifeEvent?: LifeEventType,
): Promise<string> {
  const { kind } = COC_TYPES[body.cocTypeCode];
  const person = user.linkedPersonId;
  if (!person || !(await caseOfMember(ctx.db, person, body.caseID))) throw notFound();
  const { config, caseId } = await eligibilityOf(ctx, user, body.cocTypeCode);
  if (caseId !== body.caseID)
    throw new HttpError(409, 'CONFLICT', 'caseID', config.unsupportedScenarioCode ?? undefined);
  const def = lifeEvent === 'AUTH_REP' ? authorizedRepresentative : formOfKind(kind);
  const resumed = lifeEvent ? await ownLifeEventDraft(ctx.db, user.id, caseId, lifeEvent) : config.inProgressFormId;
  if (resumed) return resumed;
  const { records, personIds } = await caseRecordsOf(ctx.db, ctx.cipher, caseId);
  // What is on file (nothing, for a new representative); a life event offers the part it touches.
  const onFile = def === authorizedRepresentative ? {} : prune(def, answersOfRecords(records));
  const part = lifeEvent ? LIFE_EVENT_PARTS[lifeEvent] : undefined;
  const now = clock.now();
  const [draft] = await ctx.db
    .insert(applicationDrafts)
    .values({
      userId: user.id,
      formId: def.id,
      formVersion: def.version,
      answersEnc: storeAnswers(ctx.cipher, part ? { ...onFile, changed: [part] } : onFile),
      beforeEnc: storeAnswers(ctx.cipher, onFile),
      memberIds: personIds,
      caseId,
      cocTypeCode: body.cocTypeCode,
      lifeEvent: lifeEvent ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: applicationDrafts.id });
  if (!draft) throw new HttpError(409, 'CONFLICT', 'caseID', 'RENEWAL_IN_PROGRESS');
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: kind === 'COC' ? 'change.start' : 'renewal.start',
    entity: 'case',
    entityId: caseId,
    detail: { draftId: draft.id, ...(lifeEvent ? { lifeEvent } : {}) },
  });
  return draft.id;
}

/** The person's draft of this life event on the case, to resume rather than start another. */
async function ownLifeEventDraft(db: Db, userId: string, caseId: string, lifeEvent: string) {
  const [row] = await db
    .select({ id: applicationDrafts.id })
    .from(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.userId, userId),
        eq(applicationDrafts.caseId, caseId),
        eq(applicationDrafts.lifeEvent, lifeEvent),
      ),
    );
  return row?.id ?? null;
}

/** The person's own draft of this kind, with its case (404 for anything else). */
async function caseDraft(ctx: AppContext, user: SessionUser, id: string, kind: ChangeKind) {
  const found = await draftOf(ctx, user, id);
  // A change report is signed as one whether it reports a change or names a representative.
  const forms = kind === 'COC' ? [formOfKind('COC').id, authorizedRepresentative.id] : [formOfKind('RECERT').id];
  if (!found.draft.caseId || !forms.includes(found.def.id)) throw notFound();
  return { ...found, caseId: found.draft.caseId };
}

/** A renewal after 4:59 p.m. on its due date is refused: the household must apply again. */
async function checkRenewalOnTime(ctx: AppContext, caseId: string) {
  const [row] = await ctx.db
    .select({ reference: cases.reference, certificationEndOn: cases.certificationEndOn })
    .from(cases)
    .where(eq(cases.id, caseId));
  const end = row?.certificationEndOn;
  if (!end || renewalWindow(end, clock.now(), ctx.config.timeZone).late)
    throw new HttpError(409, 'CONFLICT', 'iegExecutionID', 'RENEWAL_LATE');
  return { end, reference: row.reference };
}

/** finish_coc / finish_coc_recert: every page complete, as the server's engine sees it. */
export async function finishChange(ctx: AppContext, user: SessionUser, id: string, kind: ChangeKind) {
  const { draft, def, answers, caseId } = await caseDraft(ctx, user, id, kind);
  checkPagesComplete(def, answers());
  if (kind === 'COC') return { caseId, draftId: draft.id, caseReference: null };
  const { reference } = await checkRenewalOnTime(ctx, caseId);
  return { caseId, draftId: draft.id, caseReference: reference };
}

function newReference(kind: ChangeKind, now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `${kind === 'COC' ? 'CR' : 'RN'}${day}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Signs and submits: the pages and the signature checked by the server, the draft turned into
 * a case change in one transaction. Submitting twice (a double click, a retry) returns the first
 * one; a second renewal for the same period is refused by the unique index.
 */
export async function submitChange(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  kind: ChangeKind,
  signature: SignAndSubmitBody,
  locale: Locale,
  source: Source,
) {
  const found = await draftOrSubmission(
    () => caseDraft(ctx, user, id, kind),
    async () => {
      const done = await changeByDraft(ctx.db, id);
      if (done && done.userId !== user.id) throw notFound();
      return done;
    },
  );
  if (found.submitted) return found.submitted;
  const { draft, def, answers, caseId } = found.draft;
  const kept = answers();
  checkPagesComplete(def, kept);
  const flags = signatureFlags(def, kept);
  const boxes = agreementsFor(flags, programsOf(def, kept));
  const issues = validateSignature(boxes, signature);
  if (issues.length > 0) throw new FormIssues(issues, 'signature');
  const end = kind === 'RECERT' ? (await checkRenewalOnTime(ctx, caseId)).end : null;
  const naming = COC_TYPES[draft.cocTypeCode ?? `FNS_${kind}`].naming;
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: applicationDrafts.id })
      .from(applicationDrafts)
      .where(and(eq(applicationDrafts.id, draft.id), eq(applicationDrafts.userId, user.id)))
      .for('update');
    // A concurrent submission of the same draft got there first.
    if (!locked) return (await changeByDraft(tx, draft.id)) ?? null;
    const now = clock.now();
    const [inserted] = await tx
      .insert(caseChanges)
      .values({
        reference: newReference(kind, now),
        kind,
        programCode: 'FNS',
        naming,
        caseId,
        userId: user.id,
        draftId: draft.id,
        formId: def.id,
        formVersion: def.version,
        beforeEnc: draft.beforeEnc ?? storeAnswers(ctx.cipher, {}),
        memberIds: draft.memberIds ?? [],
        answersEnc: storeAnswers(ctx.cipher, kept),
        applicantName: [kept['firstName.0'], kept['lastName.0']].filter((v) => typeof v === 'string').join(' ') || '-',
        locale,
        signature: {
          firstName: signature.firstName.trim(),
          middleName: signature.middleName?.trim() ?? '',
          lastName: signature.lastName.trim(),
          agreed: boxes.map((b) => b.id),
          flags,
          signedAt: now.toISOString(),
        },
        certificationEndOn: end,
        lifeEvent: draft.lifeEvent,
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new HttpError(409, 'CONFLICT', 'iegExecutionID', 'RENEWAL_SUBMITTED');
    await tx.delete(applicationDrafts).where(eq(applicationDrafts.id, draft.id));
    return inserted;
  });
  if (!row) throw notFound();
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: kind === 'COC' ? 'change.submit' : 'renewal.submit',
    entity: 'case_change',
    entityId: row.id,
  });
  return row;
}

async function changeByDraft(db: Db, draftId: string) {
  const [row] = await db.select().from(caseChanges).where(eq(caseChanges.draftId, draftId));
  return row;
}
