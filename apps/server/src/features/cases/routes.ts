import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditSource } from '../../platform/audit';
import { requireLinked } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { forbidden } from '../../platform/http/errors';
import { myInformation } from './my-info';

export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'readMyInfoTabDetails', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    // A LINKED account always names its person; the queries keep to that person's cases.
    if (!user.linkedPersonId) throw forbidden();
    return myInformation(app.ctx.db, app.ctx.cipher, user.linkedPersonId, req.locale, auditSource(req));
  });
});
