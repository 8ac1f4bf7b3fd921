import { mailableAddress } from '@portal/contracts/address';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  agreementsFor,
  documentsCalledFor,
  FormIssues,
  prune,
  signatureFlags,
  validateSignature,
  type Answers,
  type FormDefinition,
} from '@portal/forms';
import type { Locale, SignAndSubmitBody } from '@portal/contracts';
import { sixMonthsBefore } from '../../platform/dates';
import { audit } from '../../platform/audit';
import { draftOrSubmission } from '../../platform/submissions';
import { recordTiming } from './timings';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { organisationMembers } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { Acting, SessionUser } from '../../platform/sessions';
import { attachAuthority, checkActingMay, mayReach } from '../../platform/acting-for';
import { confirmationOf, presentSubmitted, submitResult } from './present';
import { deleteDraft } from './drafts-repo';
import {
  applicationBySubmissionKey,
  insertApplication,
  ownDraft,
  ownApplication,
  programsOfApplications,
  sentNeededKeys,
  submittedOf,
  type ApplicationRow,
} from './repo';
import {
  checkFormComplete,
  checkNotPending,
  definitionFor,
  isIdentityOnly,
  readAnswers,
  storeAnswers,
  type Source,
} from './service';
import { mayWithdraw } from './withdraw';

/** Signing and submitting (spec part 2 §3 "Sign-and-submit form"): a draft, or an anonymous application. */

/** The whole form and the signature, as the server's engine sees them. */
function checkComplete(def: FormDefinition, answers: Answers, signature: SignAndSubmitBody) {
  const programs = checkFormComplete(def, answers);
  const flags = signatureFlags(def, answers);
  const boxes = agreementsFor(flags, programs);
  const issues = validateSignature(boxes, signature);
  if (issues.length > 0) throw new FormIssues(issues, 'signature');
  return { programs, flags, agreed: boxes.map((b) => b.id) };
}

function newReference(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `A${day}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function applicantName(answers: Answers): string {
  return [answers['firstName.0'], answers['lastName.0']].filter((v) => typeof v === 'string').join(' ') || '-';
}

interface Submission {
  userId: string | null;
  submissionKey: string;
  def: FormDefinition;
  answers: Answers;
  signature: SignAndSubmitBody;
  locale: Locale;
  draftId?: string;
  /** When the person opened the form's first page (for the time-to-complete figures). */
  startedAt?: Date | undefined;
  /** Started by an organisation's user for a household (no pending check: not their own). */
  organisation?: { id: string; householdLabel: string | null } | undefined;
  /** A representative signing for the person (ADR 0119). */
  acting?: Acting | undefined;
}

/**
 * Stores a submitted application and its programmes, once per submission key: a repeat of the
 * same submission (a double click, a retry after a lost answer) returns the first one.
 */
async function storeApplication(db: Db, cipher: FieldCipher, input: Submission): Promise<ApplicationRow> {
  const { programs, flags, agreed } = checkComplete(input.def, input.answers, input.signature);
  checkActingMay(input.acting, programs);
  if (input.userId && !input.organisation) await checkNotPending(db, input.userId, programs);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const sig = input.signature;
    const row = await insertApplication(
      tx,
      {
        reference: newReference(now),
        userId: input.userId,
        submissionKey: input.submissionKey,
        formId: input.def.id,
        formVersion: input.def.version,
        answersEnc: storeAnswers(cipher, input.answers),
        applicantName: applicantName(input.answers),
        homeAddress: mailableAddress(input.answers.homeAddress),
        locale: input.locale,
        documentsCalledFor: documentsCalledFor(input.def, input.answers),
        signature: {
          firstName: sig.firstName.trim(),
          middleName: sig.middleName?.trim() ?? '',
          lastName: sig.lastName.trim(),
          agreed,
          flags,
          signedAt: now.toISOString(),
        },
        submittedAt: now,
        organisationId: input.organisation?.id ?? null,
        householdLabel: input.organisation?.householdLabel ?? null,
        actedBy: input.acting?.repUserId ?? null,
      },
      programs,
    );
    if (!row) return (await applicationBySubmissionKey(tx, input.submissionKey))!;
    if (input.draftId) await deleteDraft(tx, input.draftId);
    await attachAuthority(tx, input.acting, programs, row.id);
    if (input.startedAt) {
      const anonymous = input.userId === null;
      await recordTiming(tx, {
        formId: input.def.id,
        startedAt: input.startedAt,
        endedAt: now,
        submitted: true,
        anonymous,
      });
    }
    return row;
  });
}

/** Whether the account acts for the organisation now (an administrator may have removed it). */
async function actsFor(db: Db, userId: string, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)));
  return Boolean(row);
}

/** Signs and submits the user's draft (idempotent: the draft's id is the submission key). */
export async function submitDraft(
  ctx: AppContext,
  user: SessionUser,
  draftId: string,
  signature: SignAndSubmitBody,
  locale: Locale,
  source: Source,
) {
  const stored = await draftOrSubmission(
    () => submitOwnDraft(ctx, user, draftId, signature, locale),
    async () => {
      const done = await applicationBySubmissionKey(ctx.db, draftId);
      if (done && done.userId !== user.id) throw notFound();
      return done;
    },
  );
  const row = stored.submitted ?? stored.draft;
  await audit(ctx.db, {
    ...source,
    actorUserId: user.acting?.repUserId ?? user.id,
    action: 'application.submit',
    entity: 'application',
    entityId: row.id,
    ...((row.organisationId || user.acting) && {
      detail: {
        ...(row.organisationId && { organisationId: row.organisationId }),
        ...(user.acting && { actedFor: user.id }),
      },
    }),
  });
  return submitResult(row, user.userType);
}

async function submitOwnDraft(
  ctx: AppContext,
  { id: userId, acting }: SessionUser,
  draftId: string,
  signature: SignAndSubmitBody,
  locale: Locale,
) {
  const draft = await ownDraft(ctx.db, userId, draftId);
  // A change report or renewal is signed through its own calls (features/changes).
  if (!draft || draft.caseId) throw notFound();
  const def = definitionFor(draft.formId);
  // A form that asks for no programme (standalone identity proofing) is finished, not signed.
  if (isIdentityOnly(def)) throw new HttpError(400, 'BAD_REQUEST', 'iegExecutionID');
  // A household's draft is the organisation's work: only while the account still acts for it.
  if (draft.organisationId && !(await actsFor(ctx.db, userId, draft.organisationId)))
    throw new HttpError(403, 'FORBIDDEN');
  const answers = prune(def, readAnswers(ctx.cipher, draft.answersEnc));
  return storeApplication(ctx.db, ctx.cipher, {
    userId,
    submissionKey: draftId,
    def,
    answers,
    signature,
    locale,
    draftId,
    startedAt: draft.createdAt,
    organisation: draft.organisationId ? { id: draft.organisationId, householdLabel: draft.householdLabel } : undefined,
    acting,
  });
}

/** An anonymous food or energy application, signed and submitted at once (idempotent by its key). */
export async function submitAnonymous(
  ctx: AppContext,
  input: {
    applicationTypeId: string;
    submissionKey: string;
    answers: Answers;
    signature: SignAndSubmitBody;
    elapsedSeconds?: number | undefined;
  },
  locale: Locale,
  source: Source,
) {
  const def = definitionFor(input.applicationTypeId);
  if (!def.anonymous) throw new HttpError(401, 'UNAUTHENTICATED');
  const submissionKey = `anon:${input.submissionKey}`;
  const row =
    (await applicationBySubmissionKey(ctx.db, submissionKey)) ??
    (await storeApplication(ctx.db, ctx.cipher, {
      userId: null,
      submissionKey,
      def,
      answers: prune(def, input.answers),
      signature: input.signature,
      locale,
      startedAt:
        input.elapsedSeconds === undefined ? undefined : new Date(clock.now().getTime() - input.elapsedSeconds * 1000),
    }));
  await audit(ctx.db, {
    ...source,
    action: 'application.submit',
    entity: 'application',
    entityId: row.id,
    detail: { anonymous: true },
  });
  const programs = await programsOfApplications(ctx.db, [row.id]);
  return {
    application_id: row.id,
    applicationReference: row.reference,
    confirmation: confirmationOf(
      row,
      programs.map((p) => p.programCode),
      locale,
    ),
  };
}

/** What the confirmation page shows of the user's own submitted application (404 for anyone else's). */
export async function confirmationFor(ctx: AppContext, user: SessionUser, id: string, locale: Locale) {
  const row = await ownApplication(ctx.db, user.id, id);
  if (!row) throw notFound();
  const [programs, sent] = await Promise.all([
    programsOfApplications(ctx.db, [row.id]),
    sentNeededKeys(ctx.db, [row.id]),
  ]);
  return confirmationOf(
    row,
    programs.map((p) => p.programCode),
    locale,
    sent.get(row.id),
  );
}

/** The user's applications submitted in the last six months, newest first. */
export async function listSubmitted(ctx: AppContext, user: SessionUser, locale: Locale) {
  const since = sixMonthsBefore(clock.now());
  const rows = (await submittedOf(ctx.db, user.id, since)).filter(({ programs }) =>
    mayReach(
      user.acting,
      programs.map((p) => p.programCode),
    ),
  );
  return rows.map(({ app, programs }) => presentSubmitted(app, programs, locale, mayWithdraw(user)));
}
