import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  agreementsFor,
  definitionOf,
  findPage,
  nextPage,
  pageKeys,
  programsOf,
  prune,
  signatureFlags,
  summarize,
  validateForm,
  validatePage,
  validateSignature,
  type Answers,
  type FormDefinition,
  type Issue,
  type Lang,
} from '@portal/forms';
import { DECISION_WITHIN_DAYS, DOCUMENTS_DUE_DAYS, DRAFT_LIFETIME_DAYS, WITHDRAWAL_REASONS, lang, type Locale, type SignAndSubmitBody, type WithdrawalRequestBody } from '@portal/contracts';
import { clock } from '../../platform/clock';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { applicationDrafts, applicationPrograms, applications } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/errors';
import { renderPdf } from '../../platform/pdf';
import type { ScheduledJob } from '../../platform/jobs';
import { applicationBySubmissionKey, draftsOf, purgeDraftsBefore, ownDraft, pendingProgramCodes, type ApplicationRow, type DraftRow, type ProgramRow } from './repo';
import { programName } from './present';
import { addDays, isoDay, subDays } from '../../platform/dates';


/** The answers did not pass the engine's rules: each issue names its field. */
export class FormIssues extends Error {
  constructor(
    readonly issues: Issue[],
    readonly page?: string,
  ) {
    super('form issues');
  }
}

export function definitionFor(typeId: string): FormDefinition {
  const def = definitionOf(typeId);
  if (!def) throw notFound();
  return def;
}

export function readAnswers(cipher: FieldCipher, stored: string): Answers {
  return JSON.parse(cipher.decrypt(stored)) as Answers;
}

function storeAnswers(cipher: FieldCipher, answers: Answers): string {
  return cipher.encrypt(JSON.stringify(answers));
}

/** Refuses a programme the user already has an application waiting on (spec part 2 §4). */
async function checkNotPending(db: Db, userId: string, programs: string[]): Promise<void> {
  const pending = await pendingProgramCodes(db, userId);
  if (programs.some((p) => pending.has(p))) throw new HttpError(409, 'APPLICATION_PENDING');
}

export async function startDraft(db: Db, cipher: FieldCipher, userId: string, typeId: string): Promise<DraftRow> {
  const def = definitionFor(typeId);
  if ('fixed' in def.programs) await checkNotPending(db, userId, def.programs.fixed);
  if (def.id === 'LIEAP' && (await draftsOf(db, userId)).some((d) => d.formId === 'LIEAP')) throw new HttpError(409, 'ENERGY_IN_PROGRESS');
  const now = clock.now();
  const [row] = await db
    .insert(applicationDrafts)
    .values({ userId, formId: def.id, formVersion: def.version, answersEnc: storeAnswers(cipher, {}), createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Saves one page: only that page's answers are taken, the page is checked with the engine
 * (the server trusts its own run, not the browser's), and answers of pages the new answers
 * hide are dropped. Returns the next page (null: the summary).
 */
export async function savePage(db: Db, cipher: FieldCipher, draft: DraftRow, page: string, incoming: Answers): Promise<string | null> {
  const def = definitionFor(draft.formId);
  const old = readAnswers(cipher, draft.answersEnc);
  // `page`, `page.person` or `page.person.item` (a job of a person): the indexes name the keys.
  const [pageId, ...indexes] = page.split('.');
  const path = indexes.map(Number);
  const pageDef = def.sections.flatMap((s) => s.pages).find((p) => p.id === pageId);
  if (!pageDef || path.some((i) => !Number.isInteger(i) || i < 0)) throw new HttpError(400, 'BAD_REQUEST', 'page');
  const keys = new Set(pageKeys({ page: pageDef, path }));
  const merged: Answers = Object.fromEntries(Object.entries(old).filter(([k]) => !keys.has(k)));
  for (const [k, v] of Object.entries(incoming)) if (keys.has(k)) merged[k] = v;
  const inst = findPage(def, merged, page);
  if (!inst) throw new HttpError(400, 'BAD_REQUEST', 'page');
  const issues = validatePage(inst, merged, clock.now());
  if (issues.length > 0) throw new FormIssues(issues, page);
  // Choosing programmes: one with an application waiting is refused here, not at the end.
  if ('fromQuestion' in def.programs && keys.has(def.programs.fromQuestion)) {
    const pending = await pendingProgramCodes(db, draft.userId);
    if (programsOf(def, merged).some((p) => pending.has(p))) throw new HttpError(409, 'APPLICATION_PENDING', def.programs.fromQuestion);
  }
  const kept = prune(def, merged);
  const next = nextPage(def, kept, inst.key)?.key ?? null;
  await db
    .update(applicationDrafts)
    .set({ answersEnc: storeAnswers(cipher, kept), currentPage: next ?? 'summary', saveExitPage: null, updatedAt: clock.now() })
    .where(eq(applicationDrafts.id, draft.id));
  return next;
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

/**
 * Stores a submitted application and its programmes, once per submission key: a repeat of the
 * same submission (a double click, a retry after a lost answer) returns the first one.
 */
async function storeApplication(
  db: Db,
  cipher: FieldCipher,
  input: { userId: string | null; submissionKey: string; def: FormDefinition; answers: Answers; signature: SignAndSubmitBody; locale: Locale; draftId?: string },
): Promise<ApplicationRow> {
  const { programs, flags, agreed } = checkComplete(input.def, input.answers, input.signature);
  if (input.userId) await checkNotPending(db, input.userId, programs);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx
      .insert(applications)
      .values({
        reference: newReference(now),
        userId: input.userId,
        submissionKey: input.submissionKey,
        formId: input.def.id,
        formVersion: input.def.version,
        answersEnc: storeAnswers(cipher, input.answers),
        applicantName: applicantName(input.answers),
        locale: input.locale,
        signature: { firstName: input.signature.firstName.trim(), middleName: input.signature.middleName?.trim() ?? '', lastName: input.signature.lastName.trim(), agreed, flags, signedAt: now.toISOString() },
        submittedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return (await applicationBySubmissionKey(tx, input.submissionKey))!;
    await tx.insert(applicationPrograms).values(programs.map((programCode) => ({ applicationId: row.id, programCode })));
    if (input.draftId) await tx.delete(applicationDrafts).where(eq(applicationDrafts.id, input.draftId));
    return row;
  });
}

export async function submitDraft(db: Db, cipher: FieldCipher, userId: string, draftId: string, signature: SignAndSubmitBody, locale: Locale): Promise<ApplicationRow> {
  const done = await applicationBySubmissionKey(db, draftId);
  if (done) {
    if (done.userId !== userId) throw notFound();
    return done;
  }
  const draft = await ownDraft(db, userId, draftId);
  if (!draft) throw notFound();
  const def = definitionFor(draft.formId);
  // A form that asks for no programme (standalone identity proofing) is finished, not signed.
  if (isIdentityOnly(def)) throw new HttpError(400, 'BAD_REQUEST', 'iegExecutionID');
  const answers = prune(def, readAnswers(cipher, draft.answersEnc));
  return storeApplication(db, cipher, { userId, submissionKey: draftId, def, answers, signature, locale, draftId });
}

export async function submitAnonymous(db: Db, cipher: FieldCipher, typeId: string, key: string, raw: Answers, signature: SignAndSubmitBody, locale: Locale): Promise<ApplicationRow> {
  const def = definitionFor(typeId);
  if (!def.anonymous) throw new HttpError(401, 'UNAUTHENTICATED');
  const submissionKey = `anon:${key}`;
  const done = await applicationBySubmissionKey(db, submissionKey);
  if (done) return done;
  return storeApplication(db, cipher, { userId: null, submissionKey, def, answers: prune(def, raw), signature, locale });
}

/** A guided form that applies for nothing: standalone identity proofing. */
export const isIdentityOnly = (def: FormDefinition) => 'fixed' in def.programs && def.programs.fixed.length === 0;

/** The finish_* result of the spec (part 2 §3): nothing is submitted by finishing. */
export const finishResult = (motivationID: string) => ({ isSuccess: true, application_id: null, applicationReference: null, motivationID, isARCOC: false, hasAuthRep: false });

/**
 * The identity claim of a finished standalone identity-proofing form, in the shape the
 * identity service takes (ZIP+4 is cut to the five digits the service matches on).
 */
export function identityClaimOf(answers: Answers) {
  const text = (k: string) => (typeof answers[k] === 'string' ? (answers[k] as string).trim() : '');
  const address = (answers.homeAddress ?? {}) as Record<string, string>;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: text('birthDate'),
    ssn: text('ssn'),
    addressLine1: (address.line1 ?? '').trim(),
    city: (address.city ?? '').trim(),
    zip: (address.zip ?? '').trim().slice(0, 5),
  };
}

/**
 * Asks to withdraw one programme (spec part 2 §4, §5): a reason from the list (an explanation
 * for Other), first and last name and the box are required; only a pending programme can be
 * withdrawn. Returns the issues (nothing is written then) or an empty list.
 */
export async function requestWithdrawal(db: Db, program: ProgramRow, body: WithdrawalRequestBody): Promise<Issue[]> {
  const issues: Issue[] = [];
  if (!(WITHDRAWAL_REASONS as readonly string[]).includes(body.withdrawalReason)) issues.push({ field: 'withdrawalReason', code: 'required' });
  if (body.withdrawalReason === 'OTHER' && !body.otherReason?.trim()) issues.push({ field: 'otherReason', code: 'required' });
  if (!body.firstName.trim()) issues.push({ field: 'firstName', code: 'required' });
  if (!body.lastName.trim()) issues.push({ field: 'lastName', code: 'required' });
  if (!body.acknowledged) issues.push({ field: 'acknowledged', code: 'selectBox' });
  if (issues.length > 0) return issues;
  const changed = await db
    .update(applicationPrograms)
    .set({
      status: 'WITHDRAWAL_REQUESTED',
      withdrawalReason: body.withdrawalReason,
      withdrawalOther: body.withdrawalReason === 'OTHER' ? body.otherReason!.trim() : null,
      withdrawalSignature: [body.firstName, body.middleName, body.lastName].map((x) => x?.trim()).filter(Boolean).join(' '),
      withdrawalRequestedAt: clock.now(),
    })
    .where(and(eq(applicationPrograms.id, program.id), eq(applicationPrograms.status, 'PENDING')))
    .returning({ id: applicationPrograms.id });
  if (changed.length === 0) throw new HttpError(409, 'CONFLICT');
  return [];
}

export function submitResult(app: ApplicationRow, userRole: string) {
  return {
    userRole,
    isPresumptiveFlow: false,
    intakeapplicationID: app.id,
    signAndSubmitResponse: { contact: '', reference: app.reference },
    errors: [],
  };
}

export function confirmationOf(app: ApplicationRow, programs: string[], locale: Locale) {
  return {
    intakeapplicationID: app.id,
    reference: app.reference,
    submittedOn: app.submittedAt.toISOString(),
    programs: programs.map((code) => ({ code, name: programName(code, locale) })),
    decisionDueOn: isoDay(addDays(app.submittedAt, DECISION_WITHIN_DAYS)),
    documentsDueOn: isoDay(addDays(app.submittedAt, DOCUMENTS_DUE_DAYS)),
  };
}

const PDF_TEXT = {
  reference: { en: 'Reference number', es: 'Número de referencia' },
  submitted: { en: 'Submitted', es: 'Enviada' },
  programs: { en: 'Programs', es: 'Programas' },
  signed: { en: 'Signed by', es: 'Firmada por' },
  page: { en: 'Page {n} of {total}', es: 'Página {n} de {total}' },
};

/** The application as a PDF in the language it was made in (or `as` for staff). */
export async function applicationPdf(app: ApplicationRow, programs: string[], cipher: FieldCipher, as?: Lang): Promise<Uint8Array> {
  const l = as ?? lang(app.locale === 'es' ? 'es' : 'en-US');
  const def = definitionFor(app.formId);
  const answers = readAnswers(cipher, app.answersEnc);
  const sig = app.signature as { firstName: string; middleName: string; lastName: string };
  return renderPdf({
    title: def.title[l],
    lines: [
      `${PDF_TEXT.reference[l]}: ${app.reference}`,
      `${PDF_TEXT.submitted[l]}: ${app.submittedAt.toISOString().slice(0, 10)}`,
      `${PDF_TEXT.programs[l]}: ${programs.map((p) => programName(p, l === 'es' ? 'es' : 'en-US')).join(', ')}`,
      `${PDF_TEXT.signed[l]}: ${[sig.firstName, sig.middleName, sig.lastName].filter(Boolean).join(' ')}`,
    ],
    blocks: summarize(def, answers, l).map((b) => ({ heading: b.heading, rows: b.rows })),
    footer: (n, total) => `${app.reference} - ${PDF_TEXT.page[l].replace('{n}', String(n)).replace('{total}', String(total))}`,
  });
}

/** Marks the page save-and-exit was pressed on, to resume there. */
export async function storeSaveAndExit(db: Db, userId: string, draftId: string, page: string): Promise<void> {
  const rows = await db
    .update(applicationDrafts)
    .set({ saveExitPage: page, updatedAt: clock.now() })
    .where(and(eq(applicationDrafts.id, draftId), eq(applicationDrafts.userId, userId)))
    .returning({ id: applicationDrafts.id });
  if (rows.length === 0) throw notFound();
}

/** Drafts not submitted within 30 days of creation are deleted (spec part 2 §4, §9). */
export const purgeDraftsJob: ScheduledJob = {
  name: 'purge-old-drafts',
  every: { hours: 1 },
  run: (db) => purgeDraftsBefore(db, subDays(clock.now(), DRAFT_LIFETIME_DAYS)),
};
