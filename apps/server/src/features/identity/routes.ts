import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { currentSession, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { startSession } from '../../platform/http/session-start';
import { toUserAccount } from '../../platform/sessions';
import { linkedUser, sessionStatus } from './present';
import { displayFlagsOf } from '../representatives/service';
import { mayReferNewborns } from '../referrals/access';
import { changeOwnPassword, signIn, signOut, signUp } from './service';

/** Sign-in, sign-up, the password, the session's timing and the signed-in account's flags. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const mfa = ctx.config.mfa;

  endpoint(app, 'userAccountLogin', { access: 'public' }, async (req, reply) => {
    const session = (await currentSession(req)) ?? (await startSession(req, reply, null, 'PUBLIC'));
    // A signed-in resident's unread notices ride along (read with the session): the header
    // shows them with no call of its own.
    return toUserAccount(session);
  });

  endpoint(app, 'login', { access: 'public' }, async (req, reply) => signIn(req, reply, mfa, req.body));

  endpoint(app, 'signUp', { access: 'public' }, async (req, reply) => signUp(req, reply, req.body));

  endpoint(app, 'changePassword', { access: 'user' }, async (req, reply) =>
    changeOwnPassword(req, reply, (await requireUser(req)).user, req.body),
  );

  endpoint(app, 'logout', { access: 'public' }, async (req, reply) => signOut(req, reply));

  endpoint(app, 'sessionStatus', { access: 'public' }, async (req) => sessionStatus(ctx, await currentSession(req)));

  endpoint(app, 'sessionKeepAlive', { access: 'session' }, async (req) => {
    const session = await currentSession(req);
    if (session) await ctx.sessions.touch(session);
    return sessionStatus(ctx, session);
  });

  endpoint(app, 'linkedUser', { access: 'user' }, async (req) => linkedUser((await requireUser(req)).user));

  // presumptiveUser is served by features/presumptive (the flags need the provider's facilities).

  endpoint(app, 'authRepDisplay', { access: 'user' }, async (req) =>
    displayFlagsOf(ctx.db, (await requireUser(req)).user),
  );

  // A provider whose own flag is set and whose facility refers newborns (ADR 0118).
  endpoint(app, 'newbornLinked', { access: 'user' }, async (req) => ({
    isANBUserLinked: await mayReferNewborns(ctx.db, (await requireUser(req)).user),
  }));
});
