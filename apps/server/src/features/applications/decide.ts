import { screensExpedited, summarize } from '@portal/forms';
import { lang, type Locale, type ProgramStatus, type WorkerApplication, type WorkerQueueItem } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { noticeToContacts } from '../mfa/service';
import { describeCode, programName } from './present';
import {
  applicationById,
  localeOfUser,
  moveProgram,
  programsOfApplications,
  type ApplicationRow,
  type ProgramRow,
} from './repo';
import { definitionFor, readAnswers, type Source } from './service';

/** The caseworkers' side of an application: read it, decide each programme, decide a withdrawal. */

export function queueItem(app: ApplicationRow, programs: ProgramRow[], locale: Locale): WorkerQueueItem {
  return {
    applicationId: app.id,
    reference: app.reference,
    applicantName: app.applicantName,
    submittedOn: app.submittedAt.toISOString(),
    applicationTypeId: app.formId,
    programs: programs.map((p) => ({
      id: p.id,
      programCode: p.programCode,
      programName: programName(p.programCode, locale),
      status: p.status as ProgramStatus,
    })),
  };
}

/** A submitted application and its programmes, or a 404. */
export async function applicationOf(db: Db, id: string) {
  const row = await applicationById(db, id);
  if (!row) throw notFound();
  return { row, programs: await programsOfApplications(db, [row.id]) };
}

/** The application as the caseworker reads it: the summary, the expedited screening, withdrawals asked for. */
export async function workerApplication(
  ctx: AppContext,
  id: string,
  locale: Locale,
  source: Source,
): Promise<WorkerApplication> {
  const { row, programs } = await applicationOf(ctx.db, id);
  const answers = readAnswers(ctx.cipher, row.answersEnc);
  await audit(ctx.db, { ...source, action: 'application.read', entity: 'application', entityId: row.id });
  const summary = summarize(definitionFor(row.formId), answers, lang(locale));
  return {
    ...queueItem(row, programs, locale),
    summary: summary.map((b) => ({ heading: b.heading, rows: b.rows.map(({ label, value }) => ({ label, value })) })),
    expedited: programs.some((p) => p.programCode === 'FNS') && screensExpedited(answers),
    withdrawals: programs
      .filter((p) => p.status === 'WITHDRAWAL_REQUESTED')
      .map((p) => ({
        programId: p.id,
        reason: describeCode('WithdrawalReason', p.withdrawalReason ?? '', locale),
        other: p.withdrawalOther,
        requestedOn: p.withdrawalRequestedAt!.toISOString(),
      })),
  };
}

type Outcome = 'APPROVED' | 'DENIED' | 'WITHDRAWN' | 'PENDING';
const STATUS_TEXT: Record<Outcome, { en: string; es: string }> = {
  APPROVED: { en: 'approved', es: 'aprobada' },
  DENIED: { en: 'denied', es: 'denegada' },
  WITHDRAWN: { en: 'withdrawn', es: 'retirada' },
  PENDING: {
    en: 'kept open (your request to withdraw was not accepted)',
    es: 'mantenida abierta (no se aceptó su solicitud de retiro)',
  },
};

/**
 * A notice to the applicant that a programme or a withdrawal was decided: to every contact
 * method on file (e-mail and text message), in the person's language, through the outbox in the
 * decision's transaction. An anonymous application has no account to tell.
 */
async function notify(db: Db, app: ApplicationRow, program: ProgramRow, status: Outcome, reason: string | undefined) {
  if (!app.userId) return;
  const locale = await localeOfUser(db, app.userId);
  if (!locale) return;
  const name = { en: programName(program.programCode, 'en-US'), es: programName(program.programCode, 'es') };
  const why = reason?.trim()
    ? { en: ` Reason: ${reason.trim()}`, es: ` Motivo: ${reason.trim()}` }
    : { en: '', es: '' };
  // A withdrawn programme cannot be appealed (spec part 2 §4); a decision can, within 90 days.
  const hearing =
    status === 'WITHDRAWN'
      ? {
          en: 'You cannot ask for a hearing on a withdrawn program.',
          es: 'No puede pedir una audiencia sobre un programa retirado.',
        }
      : status === 'PENDING'
        ? {
            en: 'Your application stays open and will be decided.',
            es: 'Su solicitud sigue abierta y se tomará una decisión.',
          }
        : {
            en: 'You may ask for a hearing within 90 days of this decision.',
            es: 'Puede pedir una audiencia dentro de los 90 días de esta decisión.',
          };
  await noticeToContacts(db, app.userId, {
    locale,
    templateKey: 'application.decision',
    subject: {
      en: `A decision on your application ${app.reference}`,
      es: `Una decisión sobre su solicitud ${app.reference}`,
    },
    body: {
      en: `Your application for ${name.en} (reference ${app.reference}) was ${STATUS_TEXT[status].en}.${why.en} Sign in to see your applications. ${hearing.en}`,
      es: `Su solicitud de ${name.es} (referencia ${app.reference}) fue ${STATUS_TEXT[status].es}.${why.es} Inicie sesión para ver sus solicitudes. ${hearing.es}`,
    },
  });
}

/**
 * Moves one programme from `from` to `to` (a denial needs a reason), tells the applicant and
 * records who decided, all in one transaction; 409 when the programme was no longer in `from`.
 */
export async function decide(
  ctx: AppContext,
  staff: SessionUser,
  ids: { id: string; programId: string },
  change: { from: ProgramStatus; to: Outcome; reason: string | undefined },
  source: Source,
) {
  const { row, programs } = await applicationOf(ctx.db, ids.id);
  const program = programs.find((p) => p.id === ids.programId);
  if (!program) throw notFound();
  const { from, to, reason } = change;
  if (to === 'DENIED' && !reason?.trim()) throw new HttpError(400, 'validation.required', 'reason');
  await ctx.db.transaction(async (tx) => {
    const moved = await moveProgram(tx, program.id, from, {
      status: to,
      decisionReason: reason?.trim() || null,
      decidedAt: clock.now(),
      decidedBy: staff.id,
    });
    if (!moved) throw new HttpError(409, 'CONFLICT');
    await notify(tx, row, program, to, reason);
    await audit(tx, {
      ...source,
      actorUserId: staff.id,
      action: `application.${to.toLowerCase()}`,
      entity: 'application_program',
      entityId: program.id,
    });
  });
  return { status: to };
}
