import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { workerMe } from './service';

/** The staff side. Every route here needs a staff role (access: 'staff'). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'workerMe', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return workerMe(app.ctx.db, user);
  });
});
