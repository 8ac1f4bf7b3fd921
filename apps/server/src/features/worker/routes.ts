import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { workerMe } from './service';

/** The staff side: who is signed in, for every staff role (caseworker, hearing officer, administrator). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  endpoint(app, 'workerMe', { access: 'anyStaff' }, async (req) => {
    const { user } = await requireStaff(req, 'ANY');
    return workerMe(app.ctx.db, user);
  });
});
