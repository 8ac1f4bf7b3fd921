import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_API,
  API,
  AuthRepDisplay,
  ChangePasswordRequest,
  ErrorBody,
  LinkedUser,
  LoginRequest,
  LoginResult,
  NewbornLinked,
  passwordProblem,
  PresumptiveUser,
  SessionStatus,
  SignUpRequest,
  UserAccount,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { clearSessionCookies, currentSession, requireUser } from '../../platform/http/context';
import { HttpError, lockedOut } from '../../platform/http/errors';
import { countInWindow, hit } from '../../platform/rate-limit';
import { effectiveUserType, toUserAccount } from '../../platform/sessions';
import { isTrustedDevice, TRUSTED_DEVICE_COOKIE } from '../mfa/devices';
import { lockedUntil, needsSecondFactor, startAttempt } from '../mfa/service';
import { changePassword, checkPassword, countSignUp, createAccount, throttleSignUp } from './service';
import { startSession } from '../../platform/http/session-start';

const Ok = z.object({ isSuccess: z.boolean() });
/** "Username taken" answers one address gets within the sign-in throttle's window. */
const SIGN_UP_TAKEN_PER_ADDRESS = 20;

export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const mfa = ctx.config.mfa;

  app.get(
    API.userAccountLogin,
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in account, or userType null; starts an anonymous public-citizen session if there is none',
        response: { 200: UserAccount },
      },
    },
    async (req, reply) => {
      let session = await currentSession(req);
      if (!session) session = await startSession(req, reply, null, 'PUBLIC');
      return toUserAccount(session);
    },
  );

  app.post(
    API.login,
    { schema: { tags: ['session'], summary: 'Sign in with username and password', body: LoginRequest, response: { 200: LoginResult, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody } } },
    async (req, reply) => {
      const user = await checkPassword(ctx, req.body, req.ip, async (found) => {
        const until = needsSecondFactor(found) ? await lockedUntil(ctx.db, found.id) : null;
        if (!until) return null;
        await audit(ctx.db, { actorUserId: found.id, action: 'login.locked', entity: 'user', entityId: found.id, ip: req.ip });
        return lockedOut(423, found.providerNewborn ? 'MFA_NEWBORN_LOCKED' : 'MFA_LOCKED', until, clock.now());
      });
      if (needsSecondFactor(user)) {
        if (!(await isTrustedDevice(ctx.db, user.id, req.cookies[TRUSTED_DEVICE_COOKIE]))) {
          // Password right: the session waits at the MFA stage (signed in to nothing) for the code.
          const pending = await startSession(req, reply, user.id, 'MFA');
          const loginAttemptId = await startAttempt(ctx.db, mfa, user.id, pending.idHash);
          await audit(ctx.db, { actorUserId: user.id, action: 'login.password', entity: 'user', entityId: user.id, ip: req.ip });
          return { next: 'MFA' as const, userAccount: toUserAccount(pending), loginAttemptId };
        }
      }
      const session = await startSession(req, reply, user.id, 'FULL');
      await audit(ctx.db, { actorUserId: user.id, action: 'login.succeeded', entity: 'user', entityId: user.id, ip: req.ip });
      return { next: 'DONE' as const, userAccount: toUserAccount(session) };
    },
  );

  app.post(
    API.signUp,
    { schema: { tags: ['session'], summary: 'Create a standard account and sign in', body: SignUpRequest, response: { 200: LoginResult, 409: ErrorBody, 429: ErrorBody } } },
    async (req, reply) => {
      await throttleSignUp(ctx, req.ip);
      // A username must be told taken (the person picks another), so the answer is limited per address
      // instead: a list of names cannot be checked quickly from one place (ADR 0003).
      const takenKey = `signup:taken:${req.ip}`;
      const { windowMs } = ctx.config.loginThrottle;
      if ((await countInWindow(ctx.db, takenKey, windowMs)) >= SIGN_UP_TAKEN_PER_ADDRESS) throw new HttpError(429, 'THROTTLED');
      const user = await createAccount(ctx.db, req.body).catch(async (err: unknown) => {
        if (err instanceof HttpError && err.code === 'USERNAME_TAKEN') await hit(ctx.db, takenKey, windowMs);
        throw err;
      });
      await countSignUp(ctx, req.ip);
      const session = await startSession(req, reply, user.id, 'FULL');
      await audit(ctx.db, { actorUserId: user.id, action: 'account.created', entity: 'user', entityId: user.id, ip: req.ip });
      return { next: 'DONE' as const, userAccount: toUserAccount(session) };
    },
  );

  app.post(
    ACCOUNT_API.changePassword,
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Change the password: other sessions end, remembered devices are forgotten, the person is told',
        body: ChangePasswordRequest,
        response: { 200: Ok, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = await requireUser(req);
      const problem = passwordProblem(req.body.newPassword, user.username);
      if (problem) throw new HttpError(400, problem, 'newPassword');
      await changePassword(ctx, user.id, req.body.currentPassword, req.body.newPassword, req.ip, req.locale);
      // Every session ended; this browser, which just gave the password, goes on in a new one.
      await startSession(req, reply, user.id, 'FULL');
      return { isSuccess: true };
    },
  );

  app.post(
    API.logout,
    { schema: { tags: ['session'], summary: 'End the session; the old session id stops working at once', response: { 200: Ok } } },
    async (req, reply) => {
      const session = await currentSession(req);
      if (session) {
        await ctx.sessions.destroy(session.token);
        if (session.user) await audit(ctx.db, { actorUserId: session.user.id, action: 'logout', entity: 'user', entityId: session.user.id, ip: req.ip });
      }
      clearSessionCookies(req, reply);
      return { isSuccess: true };
    },
  );

  async function sessionStatus(req: FastifyRequest) {
    const session = await currentSession(req);
    const now = clock.now();
    return {
      authenticated: session?.stage === 'FULL',
      now: now.toISOString(),
      idleExpiresAt: (session ? ctx.sessions.idleExpiresAt(session) : now).toISOString(),
      absoluteExpiresAt: (session ? ctx.sessions.absoluteExpiresAt(session) : now).toISOString(),
      idleTimeoutSeconds: Math.round(ctx.config.session.idleMs / 1000),
    };
  }

  app.get(
    API.session,
    { schema: { tags: ['session'], summary: 'When the session ends, for the inactivity dialog (does not count as activity)', response: { 200: SessionStatus } } },
    async (req) => sessionStatus(req),
  );

  app.post(
    API.sessionKeepAlive,
    { config: { access: 'session' }, schema: { tags: ['session'], summary: '"Stay logged in": restarts the inactivity clock', response: { 200: SessionStatus, 401: ErrorBody } } },
    async (req) => {
      const session = await currentSession(req);
      if (session) await ctx.sessions.touch(session);
      return sessionStatus(req);
    },
  );

  app.get(
    API.linkedUser,
    { config: { access: 'user' }, schema: { tags: ['session'], summary: 'Linked-user result read at session start', response: { 200: LinkedUser } } },
    async (req) => {
      const { user } = await requireUser(req);
      return {
        nfLinkedInd: effectiveUserType(user) === 'LINKED',
        nfUserFullName: `${user.firstName} ${user.lastName}`,
        isDelinkedUserInd: user.delinkedAt !== null,
        canAppeal: user.canAppeal,
      };
    },
  );

  app.get(
    API.presumptiveUser,
    { config: { access: 'user' }, schema: { tags: ['session'], summary: 'Presumptive-eligibility provider flags', response: { 200: PresumptiveUser } } },
    async (req) => {
      const { user } = await requireUser(req);
      return { nfPresumptiveAllowed: user.providerPresumptive, nfBCCMAllowed: user.providerBccm };
    },
  );

  app.get(
    API.authRepDisplay,
    { config: { access: 'user' }, schema: { tags: ['session'], summary: 'Authorized-representative display setting', response: { 200: AuthRepDisplay } } },
    async (req) => {
      const { user } = await requireUser(req);
      return {
        displayRegularEpassInd: user.displayRegularEpass,
        isAuthRepEpassEnabled: user.authRepEpassEnabled,
        isRegularEpassUser: !user.authRepEpassEnabled,
      };
    },
  );

  app.get(
    API.newbornLinked,
    { config: { access: 'user' }, schema: { tags: ['session'], summary: 'Whether the user is linked as a newborn-referral provider', response: { 200: NewbornLinked } } },
    async (req) => {
      const { user } = await requireUser(req);
      return { isANBUserLinked: user.providerNewborn };
    },
  );

  if (ctx.config.testHooks) {
    // Browser tests move the server's clock instead of waiting (PORTAL_TEST_HOOKS=1 only).
    app.post('/api/test/clock', { schema: { hide: true, body: z.object({ advanceMs: z.number().int().min(0) }) } }, async (req) => {
      clock.advance(req.body.advanceMs);
      return { now: clock.now().toISOString() };
    });
  }
});
