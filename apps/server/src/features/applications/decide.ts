import { householdRecords, screensExpedited, summarize } from '@portal/forms';
import {
  lang,
  programHasAmount,
  type Locale,
  type ProgramStatus,
  type WorkerApplication,
  type WorkerQueueItem,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { certificationPeriod, dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { caseFromApproval } from '../cases/open';
import { caseReferenceOf } from '../cases/repo';
import { sendNotice } from '../communications/service';
import type { NoticeParams } from '../communications/templates';
import { evidenceOf } from './evidence';
import { describeCode, programName } from './present';
import {
  applicationInOffice,
  moveProgram,
  takeForOffice,
  programsOfApplications,
  type ApplicationRow,
  type ProgramRow,
} from './repo';
import { definitionFor, readAnswers, type Source } from './service';
import { namesOfUsers } from '../worker/service';
import type { OfficeScope } from '../worker/scope';

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
      reopenedByHearing: p.status === 'PENDING' && p.reopenedByAppealId !== null,
    })),
  };
}

/** A submitted application of the staff member's office (ADR 0402) and its programmes, or a 404. */
export async function applicationOf(db: Db, id: string, scope: OfficeScope) {
  const row = await applicationInOffice(db, id, scope);
  if (!row) throw notFound();
  return { row, programs: await programsOfApplications(db, [row.id]) };
}

/** The application as the caseworker reads it: the summary, the expedited screening, withdrawals asked for. */
export async function workerApplication(
  ctx: AppContext,
  id: string,
  locale: Locale,
  source: Source,
  scope: OfficeScope,
): Promise<WorkerApplication> {
  const { row, programs } = await applicationOf(ctx.db, id, scope);
  const answers = readAnswers(ctx.cipher, row.answersEnc);
  await audit(ctx.db, { ...source, action: 'application.read', entity: 'application', entityId: row.id });
  const summary = summarize(definitionFor(row.formId), answers, lang(locale));
  return {
    ...queueItem(row, programs, locale),
    caseId: row.caseId,
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
    ...(await evidenceOf(ctx.db, row, locale)),
    decisions: await decisionsOf(ctx.db, programs),
  };
}

/** Who decided each decided programme, and when (a staff member's name as their account has it). */
async function decisionsOf(db: Db, programs: ProgramRow[]): Promise<WorkerApplication['decisions']> {
  const decided = programs.filter((p) => p.decidedAt && p.decidedBy && p.status !== 'PENDING');
  const names = await namesOfUsers(db, [...new Set(decided.map((p) => p.decidedBy!))]);
  return decided.map((p) => ({
    programId: p.id,
    decidedBy: names.get(p.decidedBy!) ?? '',
    decidedOn: p.decidedAt!.toISOString(),
    reason: p.decisionReason,
  }));
}

type Outcome = NoticeParams<'application.decision'>['status'];

/**
 * A notice to the applicant that a programme or a withdrawal was decided, through the
 * communications module in the decision's transaction. An anonymous application has no
 * account to tell.
 */
async function notify(db: Db, app: ApplicationRow, program: ProgramRow, status: Outcome, reason?: string) {
  if (!app.userId) return;
  const name = { en: programName(program.programCode, 'en-US'), es: programName(program.programCode, 'es') };
  const params = { reference: app.reference, program: name, status, reason };
  await sendNotice(db, { userId: app.userId, kind: 'application.decision', params });
}

/**
 * Moves one programme from `from` to `to` (a denial needs a reason), tells the applicant and
 * records who decided, all in one transaction; 409 when the programme was no longer in `from`.
 */
export async function decide(
  ctx: AppContext,
  staff: SessionUser,
  ids: { id: string; programId: string },
  change: { from: ProgramStatus; to: Outcome; reason: string | undefined; benefitCents?: number },
  source: Source,
  scope: OfficeScope,
): Promise<{ status: Outcome; caseReference?: string }> {
  const { row, programs } = await applicationOf(ctx.db, ids.id, scope);
  const program = programs.find((p) => p.id === ids.programId);
  if (!program) throw notFound();
  const { from, to, reason } = change;
  if (to === 'DENIED' && !reason?.trim()) throw new HttpError(400, 'validation.required', 'reason');
  if (change.benefitCents !== undefined && !programHasAmount(program.programCode))
    throw new HttpError(400, 'validation.amount.none', 'benefitAmount');
  return ctx.db.transaction(async (tx) => {
    // The first office to decide an intake application takes it; another office's answers 404.
    if (scope.kind === 'office' && !(await takeForOffice(tx, row.id, scope.officeId))) throw notFound();
    const moved = await moveProgram(tx, program.id, from, {
      status: to,
      decisionReason: reason?.trim() || null,
      decidedAt: clock.now(),
      decidedBy: staff.id,
    });
    if (!moved) throw new HttpError(409, 'CONFLICT');
    const caseId = to === 'APPROVED' ? await approvedOnCase(ctx, tx, staff, row, program, change.benefitCents) : null;
    await notify(tx, row, program, to, reason);
    await audit(tx, {
      ...source,
      actorUserId: staff.id,
      action: `application.${to.toLowerCase()}`,
      entity: 'application_program',
      entityId: program.id,
    });
    return caseId ? { status: to, caseReference: await caseReferenceOf(tx, caseId) } : { status: to };
  });
}

/**
 * An approval puts the programme on a case (cases/open.ts): certified from the first of this
 * month in the state's calendar for the programme's configured months.
 */
async function approvedOnCase(
  ctx: AppContext,
  tx: Db,
  staff: SessionUser,
  app: ApplicationRow,
  program: ProgramRow,
  benefitCents: number | undefined,
) {
  const { config, cipher } = ctx;
  const months = config.certificationMonths[program.programCode] ?? config.certificationMonths.FNS!;
  return caseFromApproval(tx, cipher, {
    applicationId: app.id,
    applicationProgramId: program.id,
    programCode: program.programCode,
    records: householdRecords(readAnswers(cipher, app.answersEnc)),
    period: certificationPeriod(dayIn(clock.now(), config.timeZone), months),
    benefitCents: benefitCents ?? null,
    staffUserId: staff.id,
  });
}
