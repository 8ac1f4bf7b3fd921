import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { addCaseNote, caseHistory, casePage, type Actor } from './staff-page';

/**
 * The staff case page (ADR 0412). Every staff role reads a case of its scope (a hearing officer
 * comes from an appeal); caseworkers and administrators write notes.
 */
export const staffRoutes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const actor = async (req: FastifyRequest, role?: 'ANY'): Promise<Actor> => ({
    user: (await requireStaff(req, role)).user,
    ip: req.ip,
  });

  endpoint(app, 'workerCase', { access: 'anyStaff' }, async (req) =>
    casePage(ctx, await actor(req, 'ANY'), req.params.caseId, req.locale),
  );

  endpoint(app, 'workerCaseHistory', { access: 'anyStaff' }, async (req) =>
    caseHistory(ctx.db, (await actor(req, 'ANY')).user, req.params.caseId, req.query.before),
  );

  endpoint(app, 'workerAddCaseNote', { access: 'staff' }, async (req) =>
    addCaseNote(ctx.db, await actor(req), req.params.caseId, req.body.noteText),
  );
});
