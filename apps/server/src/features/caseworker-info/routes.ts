import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditSource } from '../../platform/audit';
import { requireLinked } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { forbidden } from '../../platform/http/errors';
import { readCaseworkerInfo } from './service';

export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'listCwInfo', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    // A LINKED account always names its person; the queries keep to that person's cases.
    if (!user.linkedPersonId) throw forbidden();
    return readCaseworkerInfo(app.ctx.db, user.linkedPersonId, req.locale, auditSource(req));
  });
});
