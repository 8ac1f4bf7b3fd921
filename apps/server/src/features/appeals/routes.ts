import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppealTrack } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { requireLinked } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import { decisionsOf, presentDecision } from './decisions';
import { hearingRoutes } from './hearing-routes';
import { appealPdf, appealsOf, presentAppeal } from './present';
import { checkMayAppeal, ownAppeal, startAppeal, submitAppeal, withdrawAppeal } from './service';

/** The calls of appeals (APPEAL_ENDPOINTS): who may call, then the use case. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  // The hearing office's side.
  await app.register(hearingRoutes);

  /** A linked person with the canAppeal permission, while the appeals feature is on. */
  const appellant = async (req: Parameters<typeof requireLinked>[0]) => {
    const { user } = await requireLinked(req);
    await checkMayAppeal(ctx, user);
    return user;
  };

  const listCall = (name: 'appeals' | 'nfAppeals', track: AppealTrack) =>
    endpoint(app, name, { access: 'linked' }, async (req) =>
      appealsOf(ctx.db, (await appellant(req)).id, track, req.locale),
    );
  listCall('appeals', 'MA');
  listCall('nfAppeals', 'NF');

  endpoint(app, 'appealDecisions', { access: 'linked' }, async (req) => {
    const user = await appellant(req);
    const decisions = await decisionsOf(ctx, user.id, req.query.track);
    return { track: req.query.track, decisions: decisions.map((d) => presentDecision(d, req.locale)) };
  });

  endpoint(app, 'startAppeal', { access: 'linked' }, async (req) => ({
    formId: await startAppeal(ctx, await appellant(req), req.body, auditSource(req)),
  }));

  endpoint(app, 'submitAppeal', { access: 'linked' }, async (req) => {
    const { iegExecutionID, ...signature } = req.body;
    const row = await submitAppeal(ctx, await appellant(req), iegExecutionID, signature, req.locale, auditSource(req));
    return { onlineAppealRequestId: row.id, referenceNumber: row.reference! };
  });

  endpoint(app, 'appealDetails', { access: 'linked' }, async (req) =>
    presentAppeal(await ownAppeal(ctx.db, (await appellant(req)).id, req.params.id), req.locale),
  );

  endpoint(app, 'withdrawAppeal', { access: 'linked' }, async (req) => {
    const user = await appellant(req);
    const row = await withdrawAppeal(ctx, user, req.params.id, req.body.reason, req.locale, auditSource(req));
    return presentAppeal(row, req.locale);
  });

  endpoint(app, 'appealPdf', { access: 'linked' }, async (req, reply) => {
    const row = await ownAppeal(ctx.db, (await appellant(req)).id, req.params.id);
    const pdf = await appealPdf(row, ctx.cipher);
    await audit(ctx.db, { ...auditSource(req), action: 'appeal.pdf', entity: 'appeal', entityId: row.id });
    return reply
      .header('Content-Security-Policy', DOWNLOAD_CSP)
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="appeal-${row.reference}.pdf"`)
      .send(Buffer.from(pdf));
  });
});
