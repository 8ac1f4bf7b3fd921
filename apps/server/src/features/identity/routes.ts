import type { FastifyPluginAsync } from 'fastify';
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
  PresumptiveUser,
  SessionStatus,
  SignUpRequest,
  UserAccount,
} from '@portal/contracts';
import { clock } from '../../platform/clock';
import { currentSession, requireUser } from '../../platform/http/context';
import { startSession } from '../../platform/http/session-start';
import { toUserAccount } from '../../platform/sessions';
import { authRepDisplay, linkedUser, presumptiveUser, sessionStatus } from './present';
import { changeOwnPassword, signIn, signOut, signUp } from './service';

const Ok = z.object({ isSuccess: z.boolean() });

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
      const session = (await currentSession(req)) ?? (await startSession(req, reply, null, 'PUBLIC'));
      return toUserAccount(session);
    },
  );

  app.post(
    API.login,
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with username and password',
        body: LoginRequest,
        response: { 200: LoginResult, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => signIn(req, reply, mfa, req.body),
  );

  app.post(
    API.signUp,
    {
      schema: {
        tags: ['session'],
        summary: 'Create a standard account and sign in',
        body: SignUpRequest,
        response: { 200: LoginResult, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => signUp(req, reply, req.body),
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
    async (req, reply) => changeOwnPassword(req, reply, (await requireUser(req)).user, req.body),
  );

  app.post(
    API.logout,
    {
      schema: {
        tags: ['session'],
        summary: 'End the session; the old session id stops working at once',
        response: { 200: Ok },
      },
    },
    async (req, reply) => signOut(req, reply),
  );

  app.get(
    API.session,
    {
      schema: {
        tags: ['session'],
        summary: 'When the session ends, for the inactivity dialog (does not count as activity)',
        response: { 200: SessionStatus },
      },
    },
    async (req) => sessionStatus(ctx, await currentSession(req)),
  );

  app.post(
    API.sessionKeepAlive,
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        summary: '"Stay logged in": restarts the inactivity clock',
        response: { 200: SessionStatus, 401: ErrorBody },
      },
    },
    async (req) => {
      const session = await currentSession(req);
      if (session) await ctx.sessions.touch(session);
      return sessionStatus(ctx, session);
    },
  );

  app.get(
    API.linkedUser,
    {
      config: { access: 'user' },
      schema: { tags: ['session'], summary: 'Linked-user result read at session start', response: { 200: LinkedUser } },
    },
    async (req) => linkedUser((await requireUser(req)).user),
  );

  app.get(
    API.presumptiveUser,
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Presumptive-eligibility provider flags',
        response: { 200: PresumptiveUser },
      },
    },
    async (req) => presumptiveUser((await requireUser(req)).user),
  );

  app.get(
    API.authRepDisplay,
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Authorized-representative display setting',
        response: { 200: AuthRepDisplay },
      },
    },
    async (req) => authRepDisplay((await requireUser(req)).user),
  );

  app.get(
    API.newbornLinked,
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Whether the user is linked as a newborn-referral provider',
        response: { 200: NewbornLinked },
      },
    },
    async (req) => {
      return { isANBUserLinked: (await requireUser(req)).user.providerNewborn };
    },
  );

  if (ctx.config.testHooks) {
    // Browser tests move the server's clock instead of waiting (PORTAL_TEST_HOOKS=1 only).
    app.post(
      '/api/test/clock',
      { schema: { hide: true, body: z.object({ advanceMs: z.number().int().min(0) }) } },
      async (req) => {
        clock.advance(req.body.advanceMs);
        return { now: clock.now().toISOString() };
      },
    );
  }
});
