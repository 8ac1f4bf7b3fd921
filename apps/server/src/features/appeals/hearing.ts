import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { appealRequest, appealRequestContinuing, summarize } from '@portal/forms';
import { APPEAL_QUEUE_STATUSES, describeCode, lang, type Locale, type WorkerAppealDetail } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { atTimeIn, clockTime, dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { appeals, applications, applicationPrograms, caseChanges, documents, cases } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { ExplainedError, HttpError, notFound } from '../../platform/http/errors';
import { inEveryLanguage, t } from '../../platform/i18n';
import { readAnswers } from '../applications/service';
import { sendNotice } from '../communications/service';
import { presentHearing } from './present';
import type { AppealRow } from './service';

/**
 * The hearing office (spec part 2 §7 appeals): hearing officers, and administrators, see every
 * appeal request, schedule its hearing and record the outcome. Each step sends the appellant a
 * notice in the language on file. Residents' calls never reach here (403).
 */

/** Who acts, from where (for the audit trail). */
export type Officer = { id: string; ip: string };

/** A request waits for the hearing office while sent or scheduled (the queue's statuses). */
const OPEN = APPEAL_QUEUE_STATUSES;

function row(a: AppealRow, l: 'en' | 'es') {
  return {
    id: a.id,
    referenceNumber: a.reference ?? '',
    track: a.track,
    programName: describeCode('ProgramType', a.programCode, l),
    appellantName: a.appellantName ?? '',
    filedOn: a.filedOn ?? '',
    status: a.status === 'DRAFT' ? ('SUBMITTED' as const) : a.status,
    statusDescription: describeCode('AppealStatus', a.status, l),
    hearing: presentHearing(a, l),
  };
}

async function sentAppeal(db: Db, id: string): Promise<AppealRow> {
  const [found] = await db.select().from(appeals).where(eq(appeals.id, id));
  if (!found || !found.submittedAt) throw notFound();
  return found;
}

/** The reference of the decision appealed: its application's or case's. */
async function decisionReference(
  db: Db,
  a: AppealRow,
): Promise<{ reference: string; what: string; caseId: string | null }> {
  if (a.applicationProgramId) {
    const [p] = await db
      .select({ reference: applications.reference, status: applicationPrograms.status, caseId: applications.caseId })
      .from(applicationPrograms)
      .innerJoin(applications, eq(applications.id, applicationPrograms.applicationId))
      .where(eq(applicationPrograms.id, a.applicationProgramId));
    return { reference: p?.reference ?? '', what: p?.status ?? '', caseId: p?.caseId ?? null };
  }
  const [c] = await db
    .select({ reference: cases.reference, kind: caseChanges.kind, caseId: cases.id })
    .from(caseChanges)
    .innerJoin(cases, eq(cases.id, caseChanges.caseId))
    .where(eq(caseChanges.id, a.caseChangeId!));
  return { reference: c?.reference ?? '', what: c?.kind ?? '', caseId: c?.caseId ?? null };
}

export async function appealDetail(ctx: AppContext, id: string, locale: Locale): Promise<WorkerAppealDetail> {
  const a = await sentAppeal(ctx.db, id);
  const l = lang(locale);
  const def = a.applicationProgramId ? appealRequest : appealRequestContinuing;
  const decision = await decisionReference(ctx.db, a);
  return {
    ...row(a, l),
    submittedDateTime: a.submittedAt!.toISOString(),
    decisionDescription: describeCode('AppealedDecision', decision.what, l),
    decisionDate: a.decisionDate,
    decisionReference: decision.reference,
    caseId: decision.caseId,
    answers: summarize(def, readAnswers(ctx.cipher, a.answersEnc ?? ''), l)
      .filter((b) => b.rows.length > 0)
      .map((b) => ({
        heading: b.heading,
        rows: b.rows.map((r) => ({ label: r.label, value: r.value })),
      })),
    documents: (await documentsSince(ctx.db, a)).map((d) => ({
      attachmentId: d.id,
      fileName: d.fileName,
      uploadedAt: d.uploadedAt.toISOString(),
    })),
    outcome: a.outcome,
    outcomeNote: a.outcomeNote,
  };
}

/** The documents the appellant sent (submitted, not just uploaded) since the request. */
async function documentsSince(db: Db, a: AppealRow) {
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.ownerUserId, a.userId),
        ne(documents.status, 'UPLOADED'),
        gte(documents.uploadedAt, a.submittedAt!),
      ),
    )
    .orderBy(asc(documents.uploadedAt));
}

/** One of those documents, opened by a hearing officer (audited); any other is not found. */
export async function appealDocument(db: Db, officer: Officer, id: string, attachmentId: string) {
  const doc = (await documentsSince(db, await sentAppeal(db, id))).find((d) => d.id === attachmentId);
  if (!doc) throw notFound();
  await audit(db, {
    actorUserId: officer.id,
    ip: officer.ip,
    action: 'document.opened',
    entity: 'document',
    entityId: doc.id,
  });
  return doc;
}

/**
 * Moves an open request (submitted or scheduled) on: the change, its audit line, and the
 * appellant's notice. A decided or withdrawn request is refused (409).
 */
async function moveOpen(
  ctx: AppContext,
  officer: Officer,
  id: string,
  change: Partial<typeof appeals.$inferInsert>,
  action: 'appeal.schedule' | 'appeal.decide',
  notice: (row: AppealRow) => Parameters<typeof sendNotice>[1],
  /** What the change does besides (in the same transaction). */
  alsoDo?: (tx: Db, row: AppealRow) => Promise<void>,
): Promise<void> {
  const detail = change.outcome ? { detail: { outcome: change.outcome } } : {};
  await sentAppeal(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(appeals)
      .set(change)
      .where(and(eq(appeals.id, id), inArray(appeals.status, [...OPEN])))
      .returning();
    if (!updated) throw await noLongerOpen(tx, id, action === 'appeal.decide' ? 'outcome' : 'date');
    await alsoDo?.(tx, updated);
    await audit(tx, { actorUserId: officer.id, ip: officer.ip, action, entity: 'appeal', entityId: id, ...detail });
    await sendNotice(tx, notice(updated));
  });
}

/**
 * Why a request could not move: decided meanwhile (by another officer at the same moment, or a
 * repeated click) or withdrawn by the appellant. Said in both languages on the form's first field
 * (`field`: the staff page shows it there and in its error summary); nothing was changed.
 */
async function noLongerOpen(tx: Db, id: string, field: 'outcome' | 'date'): Promise<ExplainedError> {
  const [now] = await tx.select({ status: appeals.status }).from(appeals).where(eq(appeals.id, id));
  const message = now?.status === 'WITHDRAWN' ? 'appeals.decide.withdrawn' : 'appeals.decide.alreadyDecided';
  return new ExplainedError(409, 'CONFLICT', field, inEveryLanguage(message));
}

/**
 * A hearing that reversed the denial of an application's programme sends it back to the
 * caseworkers of its office: PENDING again, marked as reopened by this appeal, so it is in their
 * queue as work to put into effect and the person's screens no longer say denied.
 */
async function reopenReversed(tx: Db, row: AppealRow): Promise<void> {
  if (!row.applicationProgramId) return;
  await tx
    .update(applicationPrograms)
    .set({ status: 'PENDING', decisionReason: null, decidedAt: null, decidedBy: null, reopenedByAppealId: row.id })
    .where(and(eq(applicationPrograms.id, row.applicationProgramId), eq(applicationPrograms.status, 'DENIED')));
}

/**
 * Schedules the hearing, or moves it: a request not decided or withdrawn, on a day not past
 * (state time). The appellant gets the date, time, how and where.
 */
export async function scheduleHearing(
  ctx: AppContext,
  officer: Officer,
  id: string,
  body: { date: string; time: string; mode: 'PHONE' | 'IN_PERSON'; place: string },
  locale: Locale,
): Promise<WorkerAppealDetail> {
  if (body.date < dayIn(clock.now(), ctx.config.timeZone)) throw new HttpError(400, 'BAD_REQUEST', 'date');
  const place = body.place.trim();
  const change = { hearingDate: body.date, hearingTime: body.time, hearingMode: body.mode, hearingPlace: place };
  await moveOpen(
    ctx,
    officer,
    id,
    { status: 'SCHEDULED', ...change, scheduledBy: officer.id },
    'appeal.schedule',
    (row) => ({
      userId: row.userId,
      kind: 'appeal.scheduled',
      params: { reference: row.reference!, date: body.date, time: body.time, mode: body.mode, place },
    }),
  );
  return appealDetail(ctx, id, locale);
}

/**
 * A decision upheld or reversed comes from a hearing, so it waits until the hearing's time has
 * come (state time); a dismissal (a request withdrawn in writing, not the hearing office's to
 * hear) needs none. Refused with the hearing's date and time in both languages.
 */
function checkHearingHeld(row: AppealRow, outcome: string, timeZone: string): void {
  if (outcome === 'DISMISSED') return;
  if (!row.hearingDate || !row.hearingTime) {
    throw new ExplainedError(422, 'VALIDATION', 'outcome', {
      en: t('en', 'appeals.decide.noHearing'),
      es: t('es', 'appeals.decide.noHearing'),
    });
  }
  const [hour, minute] = row.hearingTime.split(':').map(Number);
  if (clock.now() >= atTimeIn(row.hearingDate, hour!, minute!, timeZone)) return;
  const say = (l: 'en' | 'es') =>
    t(l, 'appeals.decide.beforeHearing', {
      date: new Intl.DateTimeFormat(l === 'en' ? 'en-US' : 'es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${row.hearingDate}T12:00:00Z`),
      ),
      time: clockTime(row.hearingTime!, l),
    });
  throw new ExplainedError(422, 'VALIDATION', 'outcome', { en: say('en'), es: say('es') });
}

/** Records the hearing's outcome with the officer's reasons; the appellant gets them in a notice. */
export async function decideAppeal(
  ctx: AppContext,
  officer: Officer,
  id: string,
  body: { outcome: 'UPHELD' | 'REVERSED' | 'DISMISSED'; note: string },
  locale: Locale,
): Promise<WorkerAppealDetail> {
  checkHearingHeld(await sentAppeal(ctx.db, id), body.outcome, ctx.config.timeZone);
  const note = body.note.trim();
  const change = { outcome: body.outcome, outcomeNote: note, decidedAt: clock.now(), decidedBy: officer.id };
  await moveOpen(
    ctx,
    officer,
    id,
    { status: 'DECIDED', ...change },
    'appeal.decide',
    (row) => ({
      userId: row.userId,
      kind: 'appeal.decided',
      params: { reference: row.reference!, outcome: body.outcome, note },
    }),
    body.outcome === 'REVERSED' ? reopenReversed : undefined,
  );
  return appealDetail(ctx, id, locale);
}
