import type { FastifyPluginAsync } from 'fastify';
import { lang } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { applicationOf, decide, workerApplication } from './decide';
import { applicationPdf } from './pdf';
import { assignToMe, release, workerQueue } from './queue';
import { officeScope } from '../worker/scope';
import { presentTimings, timingsReport } from './timings';

/** The caseworkers' application queue: read, print, decide (staff only). */
export const workerRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  endpoint(app, 'workerApplicationQueue', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return workerQueue(ctx, user, await officeScope(ctx.db, user), req.query, req.locale);
  });

  endpoint(app, 'workerAssignApplication', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const source = { ...auditSource(req), actorUserId: user.id };
    return assignToMe(ctx, user, req.params.id, req.body.takeOver, await officeScope(ctx.db, user), source);
  });

  endpoint(app, 'workerReleaseApplication', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const source = { ...auditSource(req), actorUserId: user.id };
    return release(ctx, user, req.params.id, await officeScope(ctx.db, user), source);
  });

  endpoint(app, 'workerFormTimings', { access: 'staff' }, async (req) => {
    await requireStaff(req);
    return presentTimings(await timingsReport(ctx.db), lang(req.locale));
  });

  endpoint(app, 'workerApplication', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const source = { ...auditSource(req), actorUserId: user.id };
    return workerApplication(ctx, req.params.id, req.locale, source, await officeScope(ctx.db, user));
  });

  endpoint(app, 'workerApplicationPdf', { access: 'staff' }, async (req, reply) => {
    const { user } = await requireStaff(req);
    const { row, programs } = await applicationOf(ctx.db, req.params.id, await officeScope(ctx.db, user));
    const pdf = await applicationPdf(
      row,
      programs.map((p) => p.programCode),
      ctx.cipher,
      lang(req.locale),
    );
    await audit(ctx.db, {
      ...auditSource(req),
      actorUserId: user.id,
      action: 'application.pdf',
      entity: 'application',
      entityId: row.id,
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="application-${row.reference}.pdf"`)
      .send(Buffer.from(pdf));
  });

  endpoint(app, 'workerApplicationDecision', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const { decision, reason, benefitAmount } = req.body;
    const change = { from: 'PENDING' as const, to: decision, reason, benefitCents: benefitAmount };
    return decide(ctx, user, req.params, change, auditSource(req), await officeScope(ctx.db, user));
  });

  endpoint(app, 'workerWithdrawalDecision', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    const to = req.body.accept ? 'WITHDRAWN' : 'PENDING';
    return decide(
      ctx,
      user,
      req.params,
      { from: 'WITHDRAWAL_REQUESTED', to, reason: req.body.reason },
      auditSource(req),
      await officeScope(ctx.db, user),
    );
  });
};
