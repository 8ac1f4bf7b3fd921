import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { currentSession, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { HttpError } from '../../platform/http/errors';
import { requireFreshSignIn } from '../account/service';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
} from './service';
import { resetPasskeys } from './reset';

/** Passkeys (WebAuthn, ADR 0131): the account's own list in Account Settings, and sign-in with one. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;

  endpoint(app, 'passkeyList', { access: 'user' }, async (req) => listPasskeys(ctx, (await requireUser(req)).user.id));

  // Adding a passkey gives a way in: like a contact change, it needs a recent sign-in.
  endpoint(app, 'passkeyRegistrationOptions', { access: 'user' }, async (req) => {
    const { session, user } = await requireUser(req);
    requireFreshSignIn(session, ctx.config.mfa);
    return registrationOptions(ctx, session, user);
  });

  endpoint(app, 'passkeyRegister', { access: 'user' }, async (req) => {
    const { session, user } = await requireUser(req);
    requireFreshSignIn(session, ctx.config.mfa);
    return registerPasskey(ctx, session, user, req.body, req.ip);
  });

  endpoint(app, 'passkeyRename', { access: 'user' }, async (req) =>
    renamePasskey(ctx, (await requireUser(req)).user.id, req.params.passkeyId, req.body.name),
  );

  endpoint(app, 'passkeyRemove', { access: 'user' }, async (req) =>
    removePasskey(ctx, (await requireUser(req)).user, req.params.passkeyId, req.ip),
  );

  // An administrator's reset after a lost device (ADR 0132): the account's passkeys and sessions go.
  endpoint(app, 'workerResetPasskeys', { access: 'admin' }, async (req) => resetPasskeys(req, req.params.username));

  endpoint(app, 'passkeySignInOptions', { access: 'public' }, async (req) => {
    const session = await currentSession(req);
    if (!session) throw new HttpError(401, 'SESSION_EXPIRED');
    return signInOptions(ctx, session, req.body.username);
  });

  endpoint(app, 'passkeySignIn', { access: 'public' }, async (req, reply) => {
    const session = await currentSession(req);
    if (!session) throw new HttpError(401, 'SESSION_EXPIRED');
    return signInWithPasskey(req, reply, session, req.body);
  });
});
