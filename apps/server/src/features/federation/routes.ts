import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { endpoint } from '../../platform/http/endpoint';
import { beginSignIn, failureLocation, finishSignIn } from './service';

/** Sign-in with the state's identity provider (ADR 0104): both calls answer a redirect, failures included. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const mfa = app.ctx.config.mfa;

  endpoint(app, 'federationStart', { access: 'public' }, async (req, reply) => {
    const location = await beginSignIn(req, reply).catch((error: unknown) => failureLocation(error, req));
    return reply.redirect(location, 302);
  });

  endpoint(app, 'federationCallback', { access: 'public' }, async (req, reply) => {
    const location = await finishSignIn(req, reply, mfa).catch((error: unknown) => failureLocation(error, req));
    return reply.redirect(location, 302);
  });
});
