import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { currentSession } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { HttpError } from '../../platform/http/errors';
import { checkRecoveryCode, recoverUsername, resetPassword, startPasswordRecovery } from './service';

/** The browser's session (every visitor has one: the anonymous session starts on the first page). */
async function sessionOf(req: FastifyRequest) {
  const session = await currentSession(req);
  if (!session) throw new HttpError(401, 'SESSION_EXPIRED');
  return session;
}

/** Account recovery (ADR 0112): a forgotten username or password, by a confirmed contact method. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;

  endpoint(app, 'recoverUsername', { access: 'session' }, async (req) =>
    recoverUsername(ctx, req.body.contact, req.ip, req.locale),
  );

  endpoint(app, 'recoverPasswordStart', { access: 'session' }, async (req) =>
    startPasswordRecovery(ctx, await sessionOf(req), req.body, req.ip, req.locale),
  );

  endpoint(app, 'recoverPasswordCode', { access: 'session' }, async (req) =>
    checkRecoveryCode(ctx, await sessionOf(req), req.body.requestId, req.body.confirmationCode),
  );

  endpoint(app, 'recoverPasswordReset', { access: 'session' }, async (req) =>
    resetPassword(ctx, await sessionOf(req), req.body.requestId, req.body.newPassword, req.ip, req.locale),
  );
});
