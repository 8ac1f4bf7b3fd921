import {
  definitionOf,
  findPage,
  FormIssues,
  isAppealForm,
  isCaseForm,
  nextPage,
  pageKeys,
  programsOf,
  prune,
  signatureAgreements,
  signatureFlags,
  validateForm,
  validatePage,
  type Answers,
  type FormDefinition,
} from '@portal/forms';
import { recordTiming } from './timings';
import { DRAFT_LIFETIME_DAYS, lang, type Locale } from '@portal/contracts';
import { draftProgrammes, mayReach } from '../../platform/acting-for';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { ScheduledJob } from '../../platform/jobs';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { STANDALONE_RIDP } from './catalog';
import { presentDraft, presentFormDetails } from './present';
import { subDays } from '../../platform/dates';
import { draftsOf, ownDraft, pendingProgramCodes, type DraftRow } from './repo';
import {
  carryDraftForward,
  deleteDraft,
  insertDraft,
  purgeDraftsBefore,
  setSaveExitPage,
  updateDraftAnswers,
} from './drafts-repo';
import { activeDisaster } from './windows';

/** The user's drafts and recent submissions, for the dashboard. */
export { listUserApplications, sentNeededKeys } from './repo';
/** For an organisation's drafts (features/organisations): a draft row, and a page's programmes. */
export { programsOfApplications } from './repo';
export { insertDraft } from './drafts-repo';
export { neededDocumentsOf } from './present';

/** Drafts (spec part 2 §3 "Application creation", §4): start, save a page, resume, delete. */

/** Who asks, for the audit log. */
export type Source = { actorUserId: string | null; ip: string };

export function definitionFor(typeId: string): FormDefinition {
  const def = definitionOf(typeId);
  if (!def) throw notFound();
  return def;
}

export function readAnswers(cipher: FieldCipher, stored: string): Answers {
  return JSON.parse(cipher.decrypt(stored)) as Answers;
}

export function storeAnswers(cipher: FieldCipher, answers: Answers): string {
  return cipher.encrypt(JSON.stringify(answers));
}

/** A guided form that applies for nothing: standalone identity proofing. */
export const isIdentityOnly = (def: FormDefinition) => 'fixed' in def.programs && def.programs.fixed.length === 0;

/** Refuses a programme the user already has an application waiting on (spec part 2 §4). */
export async function checkNotPending(db: Db, userId: string, programs: string[]): Promise<void> {
  const pending = await pendingProgramCodes(db, userId);
  if (programs.some((p) => pending.has(p))) throw new HttpError(409, 'APPLICATION_PENDING');
}

/** The user's own draft with its form (404 for someone else's) and its answers as the engine keeps them. */
export async function draftOf(ctx: AppContext, user: SessionUser, id: string) {
  const found = await ownDraft(ctx.db, user.id, id);
  if (!found) throw notFound();
  const def = definitionFor(found.formId);
  const draft = found.formVersion === def.version ? found : await carryForward(ctx, found, def);
  return { draft, def, answers: () => prune(def, readAnswers(ctx.cipher, draft.answersEnc)) };
}

/**
 * A draft started on an older version of its form goes on with the current one: answers are
 * kept by question key where the question is still asked, and the person resumes at the first
 * page with a new, changed or no longer valid answer, so only those are asked again.
 */
async function carryForward(ctx: AppContext, draft: DraftRow, def: FormDefinition): Promise<DraftRow> {
  const answers = prune(def, readAnswers(ctx.cipher, draft.answersEnc));
  const firstGap = validateForm(def, answers, clock.now())[0]?.page ?? null;
  return carryDraftForward(ctx.db, draft.id, {
    answersEnc: storeAnswers(ctx.cipher, answers),
    formVersion: def.version,
    currentPage: firstGap ?? draft.currentPage,
  });
}

/**
 * Starts a draft of a type: disaster pre-registration only while a disaster is declared,
 * identity proofing only for an account not (or no longer) linked to a case, no second energy
 * application, no programme with an application waiting.
 */
export async function startDraft(ctx: AppContext, user: SessionUser, typeId: string, source: Source): Promise<string> {
  // A change report or renewal starts from its case (features/changes), an appeal from its
  // decision (features/appeals), never as an application.
  if (isCaseForm(typeId) || isAppealForm(typeId)) throw notFound();
  if (typeId === 'DSNAP' && !(await activeDisaster(ctx.db))) throw new HttpError(409, 'DISASTER_NOT_ACTIVE');
  if (typeId === STANDALONE_RIDP && effectiveUserType(user) === 'LINKED') throw new HttpError(409, 'CONFLICT');
  const def = definitionFor(typeId);
  if ('fixed' in def.programs) await checkNotPending(ctx.db, user.id, def.programs.fixed);
  if (def.id === 'LIEAP' && (await draftsOf(ctx.db, user.id)).some((d) => d.formId === 'LIEAP')) {
    throw new HttpError(409, 'ENERGY_IN_PROGRESS');
  }
  const now = clock.now();
  const draft = await insertDraft(ctx.db, {
    userId: user.id,
    formId: def.id,
    formVersion: def.version,
    answersEnc: storeAnswers(ctx.cipher, {}),
    createdAt: now,
    updatedAt: now,
  });
  await audit(ctx.db, {
    ...source,
    action: 'application.start',
    entity: 'application_draft',
    entityId: draft.id,
    detail: { formId: typeId },
  });
  return draft.id;
}

/** A draft's answers and where the person was (a read of personal data, audited). */
export async function formDetailsOf(ctx: AppContext, user: SessionUser, id: string, source: Source) {
  const { draft, def } = await draftOf(ctx, user, id);
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'application.read',
    entity: 'application_draft',
    entityId: draft.id,
  });
  const before = draft.beforeEnc ? readAnswers(ctx.cipher, draft.beforeEnc) : undefined;
  const typed =
    draft.saveExitPage && draft.saveExitAnswersEnc ? readAnswers(ctx.cipher, draft.saveExitAnswersEnc) : undefined;
  return {
    ...presentFormDetails(draft, def.id, readAnswers(ctx.cipher, draft.answersEnc)),
    ...(before && { before }),
    ...(typed && { saveExitAnswers: typed }),
  };
}

/** The user's application drafts; while acting for them, only those the representative may reach (ADR 0119). */
export async function reachableDrafts(ctx: AppContext, user: SessionUser): Promise<DraftRow[]> {
  const rows = await draftsOf(ctx.db, user.id);
  return user.acting ? rows.filter((d) => mayReach(user.acting, draftProgrammes(ctx.cipher, d))) : rows;
}

/** The user's drafts as draft_applications lists them, with the programmes asked for so far. */
export async function listDrafts(ctx: AppContext, user: SessionUser, locale: Locale) {
  const rows = await reachableDrafts(ctx, user);
  return rows.map((d) => {
    const def = definitionOf(d.formId);
    const programs = def ? programsOf(def, prune(def, readAnswers(ctx.cipher, d.answersEnc))) : [];
    return presentDraft(d, def?.title[lang(locale)] ?? d.formId, !def || !isIdentityOnly(def), programs, locale);
  });
}

/**
 * Saves one page: only that page's answers are taken, the page is checked with the engine
 * (the server trusts its own run, not the browser's), and answers of pages the new answers
 * hide are dropped. Returns the next page (null: the summary).
 */
export async function savePage(
  db: Db,
  cipher: FieldCipher,
  draft: DraftRow,
  page: string,
  incoming: Answers,
): Promise<string | null> {
  const def = definitionFor(draft.formId);
  const old = readAnswers(cipher, draft.answersEnc);
  const keys = keysOfPage(def, page);
  const merged: Answers = Object.fromEntries(Object.entries(old).filter(([k]) => !keys.has(k)));
  for (const [k, v] of Object.entries(incoming)) if (keys.has(k)) merged[k] = v;
  const inst = findPage(def, merged, page);
  if (!inst) throw new HttpError(400, 'BAD_REQUEST', 'page');
  const issues = validatePage(inst, merged, clock.now());
  if (issues.length > 0) throw new FormIssues(issues, page);
  // Choosing programmes: one with an application waiting is refused here, not at the end
  // (an organisation applies for many households: its drafts are not the user's own).
  if ('fromQuestion' in def.programs && keys.has(def.programs.fromQuestion) && !draft.organisationId) {
    const pending = await pendingProgramCodes(db, draft.userId);
    if (programsOf(def, merged).some((p) => pending.has(p)))
      throw new HttpError(409, 'APPLICATION_PENDING', def.programs.fromQuestion);
  }
  const kept = prune(def, merged);
  const next = nextPage(def, kept, inst.key)?.key ?? null;
  await updateDraftAnswers(db, draft.id, storeAnswers(cipher, kept), next ?? 'summary');
  return next;
}

/** The answer keys of a page named `page`, `page.person` or `page.person.item` (400 for no such page). */
function keysOfPage(def: FormDefinition, page: string): Set<string> {
  const [pageId, ...indexes] = page.split('.');
  const path = indexes.map(Number);
  const pageDef = def.sections.flatMap((s) => s.pages).find((p) => p.id === pageId);
  if (!pageDef || path.some((i) => !Number.isInteger(i) || i < 0)) throw new HttpError(400, 'BAD_REQUEST', 'page');
  return new Set(pageKeys({ page: pageDef, path }));
}

/** Every page complete, as the server's engine sees it (the first incomplete page's issues). */
export function checkPagesComplete(def: FormDefinition, answers: Answers): void {
  const incomplete = validateForm(def, answers, clock.now());
  if (incomplete.length > 0) throw new FormIssues(incomplete[0]!.issues, incomplete[0]!.page);
}

/** Every page complete, as the server's engine sees it; returns the programmes asked for. */
export function checkFormComplete(def: FormDefinition, answers: Answers) {
  checkPagesComplete(def, answers);
  const programs = programsOf(def, answers);
  if (programs.length === 0) throw new FormIssues([{ field: 'programs', code: 'required' }], 'programs');
  return programs;
}

/** The e-signature flags of a draft and the boxes to tick, in the caller's language. */
export async function esignatureOf(ctx: AppContext, user: SessionUser, id: string, locale: Locale) {
  const { def, answers } = await draftOf(ctx, user, id);
  const kept = answers();
  const flags = signatureFlags(def, kept);
  const l = lang(locale);
  return {
    showUAMedicalAssistanceQuestion: flags.isEligibleForMA,
    username: user.username,
    eSignatureDetails: flags,
    agreements: signatureAgreements(def, kept).map((a) => ({ id: a.id, text: a.text[l] })),
  };
}

/**
 * Marks the page save-and-exit was pressed on, to resume there, with what was typed on it: kept
 * as typed, valid or not (only that page's keys), and shown again on resume until the page is
 * saved. The checks run when the person continues from that page, as always.
 */
export async function storeSaveAndExit(
  ctx: AppContext,
  user: SessionUser,
  draftId: string,
  page: string,
  typed: Answers | undefined,
): Promise<void> {
  const { draft, def } = await draftOf(ctx, user, draftId);
  const keys = keysOfPage(def, page);
  const kept = typed && Object.fromEntries(Object.entries(typed).filter(([k]) => keys.has(k)));
  const answersEnc = kept && Object.keys(kept).length > 0 ? storeAnswers(ctx.cipher, kept) : null;
  await setSaveExitPage(ctx.db, draft.id, page, answersEnc);
}

export async function removeDraft(ctx: AppContext, user: SessionUser, id: string, source: Source): Promise<void> {
  const { draft } = await draftOf(ctx, user, id);
  await deleteDraft(ctx.db, draft.id);
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'application.delete',
    entity: 'application_draft',
    entityId: draft.id,
  });
}

/** Drafts not submitted within 30 days of creation are deleted (spec part 2 §4, §9). */
export const purgeDraftsJob: ScheduledJob = {
  name: 'purge-old-drafts',
  every: { hours: 1 },
  // Each draft deleted unsubmitted is counted where it was left (time to complete), in the job's transaction.
  run: async (db) => {
    const gone = await purgeDraftsBefore(db, subDays(clock.now(), DRAFT_LIFETIME_DAYS));
    for (const d of gone) {
      await recordTiming(db, {
        formId: d.formId,
        startedAt: d.createdAt,
        endedAt: d.updatedAt,
        submitted: false,
        lastPage: d.currentPage,
        anonymous: false,
      });
    }
    return gone.length;
  },
};
