import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { communicationPdf, listCommunications, markViewed } from './inbox';

/** The secure inbox: the signed-in person's own notices, nobody else's. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { db } = app.ctx;

  endpoint(app, 'listComm', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return listCommunications(db, user.id);
  });

  endpoint(app, 'getENotices', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    const { pdf } = await communicationPdf(db, user.id, req.params.communicationId);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="notice-${req.params.communicationId}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  endpoint(app, 'updateENoticeViewStatus', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return markViewed(db, user.id, req.body.communicationID);
  });
});
