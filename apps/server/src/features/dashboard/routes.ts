import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { dashboardFor } from './service';

export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'dashboard', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return dashboardFor(app.ctx.db, user, req.locale, app.ctx.config.timeZone);
  });
});
