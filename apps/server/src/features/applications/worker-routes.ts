import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { summarize } from '@portal/forms';
import { APP_API, WorkerDecisionRequest, WorkerWithdrawalDecisionRequest, lang, type Locale, type ProgramStatus } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { applicationPrograms } from '../../platform/db/schema';
import { requireStaff } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { sendNotice } from '../communications/service';
import type { NoticeParams } from '../communications/templates';
import { describeCode, programName } from './present';
import { applicationById, programsOfApplications, queue, type ApplicationRow, type ProgramRow } from './repo';
import { applicationPdf, definitionFor, readAnswers } from './service';

const Id = z.object({ id: z.uuid() });
const ProgramParams = z.object({ id: z.uuid(), programId: z.uuid() });

function queueItem(app: ApplicationRow, programs: ProgramRow[], locale: Locale) {
  return {
    applicationId: app.id,
    reference: app.reference,
    applicantName: app.applicantName,
    submittedOn: app.submittedAt.toISOString(),
    applicationTypeId: app.formId,
    programs: programs.map((p) => ({ id: p.id, programCode: p.programCode, programName: programName(p.programCode, locale), status: p.status as ProgramStatus })),
  };
}

/** Expedited food screening: little income and cash, or housing costs above them. */
function expedited(answers: Record<string, unknown>): boolean {
  const n = (k: string) => Number(String(answers[k] ?? '').replace(/[$,]/g, '')) || 0;
  if (!('monthIncome' in answers)) return false;
  return (n('monthIncome') < 150 && n('cashOnHand') <= 100) || n('rent') > n('monthIncome') + n('cashOnHand') || answers.migrant === 'yes' && n('cashOnHand') <= 100;
}

type DecidedStatus = NoticeParams<'application.decision'>['status'];

/**
 * A notice to the applicant that a programme or a withdrawal was decided, through the
 * communications module in the decision's transaction. An anonymous application has no
 * account to tell.
 */
async function notify(db: Db, app: ApplicationRow, program: ProgramRow, status: DecidedStatus, reason?: string) {
  if (!app.userId) return;
  const name = { en: programName(program.programCode, 'en-US'), es: programName(program.programCode, 'es') };
  const params = { reference: app.reference, program: name, status, reason };
  await sendNotice(db, { userId: app.userId, kind: 'application.decision', params });
}

/** The caseworkers' application queue: read, print, decide (staff only). */
export const workerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['worker'];

  async function found(id: string) {
    const row = await applicationById(ctx.db, id);
    if (!row) throw notFound();
    return { row, programs: await programsOfApplications(ctx.db, [row.id]) };
  }

  app.get(APP_API.workerQueue, { config: { access: 'staff' }, schema: { tags, summary: 'Applications waiting for a decision, oldest first' } }, async (req) => {
    await requireStaff(req);
    return { applications: (await queue(ctx.db)).map(({ app: a, programs }) => queueItem(a, programs, req.locale)) };
  });

  app.get(APP_API.workerApplication(':id'), { config: { access: 'staff' }, schema: { tags, params: Id } }, async (req) => {
    const { user } = await requireStaff(req);
    const { row, programs } = await found(req.params.id);
    const answers = readAnswers(ctx.cipher, row.answersEnc);
    await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.read', entity: 'application', entityId: row.id });
    return {
      ...queueItem(row, programs, req.locale),
      summary: summarize(definitionFor(row.formId), answers, lang(req.locale)).map((b) => ({ heading: b.heading, rows: b.rows.map(({ label, value }) => ({ label, value })) })),
      expedited: programs.some((p) => p.programCode === 'FNS') && expedited(answers),
      withdrawals: programs
        .filter((p) => p.status === 'WITHDRAWAL_REQUESTED')
        .map((p) => ({ programId: p.id, reason: describeCode('WithdrawalReason', p.withdrawalReason ?? '', req.locale), other: p.withdrawalOther, requestedOn: p.withdrawalRequestedAt!.toISOString() })),
    };
  });

  app.get(APP_API.workerPdf(':id'), { config: { access: 'staff' }, schema: { tags, params: Id } }, async (req, reply) => {
    const { user } = await requireStaff(req);
    const { row, programs } = await found(req.params.id);
    const pdf = await applicationPdf(row, programs.map((p) => p.programCode), ctx.cipher, lang(req.locale));
    await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.pdf', entity: 'application', entityId: row.id });
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="application-${row.reference}.pdf"`).send(Buffer.from(pdf));
  });

  async function decide(req: FastifyRequest, id: string, programId: string, from: ProgramStatus, to: 'APPROVED' | 'DENIED' | 'WITHDRAWN' | 'PENDING', reason: string | undefined) {
    const { user } = await requireStaff(req);
    const { row, programs } = await found(id);
    const program = programs.find((p) => p.id === programId);
    if (!program) throw notFound();
    if (to === 'DENIED' && !reason?.trim()) throw new HttpError(400, 'validation.required', 'reason');
    await ctx.db.transaction(async (tx) => {
      const changed = await tx
        .update(applicationPrograms)
        .set({ status: to, decisionReason: reason?.trim() || null, decidedAt: clock.now(), decidedBy: user.id })
        .where(and(eq(applicationPrograms.id, program.id), inArray(applicationPrograms.status, [from])))
        .returning({ id: applicationPrograms.id });
      if (changed.length === 0) throw new HttpError(409, 'CONFLICT');
      await notify(tx, row, program, to, reason);
      await audit(tx, { ...auditSource(req), actorUserId: user.id, action: `application.${to.toLowerCase()}`, entity: 'application_program', entityId: program.id });
    });
    return { status: to };
  }

  app.post(APP_API.workerDecision(':id', ':programId'), { config: { access: 'staff' }, schema: { tags, summary: 'Approves or denies one programme (a denial needs a reason)', params: ProgramParams, body: WorkerDecisionRequest } }, async (req) =>
    decide(req, req.params.id, req.params.programId, 'PENDING', req.body.decision, req.body.reason),
  );

  app.post(
    APP_API.workerWithdrawalDecision(':id', ':programId'),
    { config: { access: 'staff' }, schema: { tags, summary: 'Accepts or refuses a request to withdraw', params: ProgramParams, body: WorkerWithdrawalDecisionRequest } },
    async (req) => decide(req, req.params.id, req.params.programId, 'WITHDRAWAL_REQUESTED', req.body.accept ? 'WITHDRAWN' : 'PENDING', req.body.reason),
  );
};
