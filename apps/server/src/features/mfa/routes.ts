import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  line,
  ACCOUNT_API,
  DelinkedAccounts,
  ErrorBody,
  MfaAttemptRequest,
  MfaConfirmRequest,
  MfaConfirmResult,
  MfaQuestions,
  MfaSendRequest,
  MfaSendResult,
  OkResult,
  RememberDeviceRequest,
} from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { loginAttempts, users } from '../../platform/db/schema';
import { currentSession, requireStaff, requireUser } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { startSession } from '../../platform/http/session-start';
import { STANDARD_ONLY } from '../../platform/sessions';
import { forgetAllDevices, rememberDevice, TRUSTED_DEVICE_COOKIE } from './devices';
import {
  attemptOf,
  confirmLoginCode,
  continueWithoutCode,
  questionsFor,
  restoreEnhanced,
  sendLoginCode,
} from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 410: ErrorBody, 429: ErrorBody };

/** The two-step sign-in (nfmfa calls), trusted devices and the staff call that restores an account. */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const config = ctx.config.mfa;

  app.post(
    ACCOUNT_API.mfaQuestions,
    {
      config: { access: 'session' },
      schema: {
        tags: ['mfa'],
        summary: 'Contact methods a security code can be sent to, masked',
        body: MfaAttemptRequest,
        response: { 200: MfaQuestions, ...errors },
      },
    },
    async (req) => {
      const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
      return { questions: await questionsFor(ctx.db, attempt.userId) };
    },
  );

  for (const [path, summary] of [
    [ACCOUNT_API.mfaSendCode, 'Send a 6-digit security code to the chosen contact method'],
    [ACCOUNT_API.mfaResendCode, 'Send a new code; the earlier one stops working'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'session' },
        schema: { tags: ['mfa'], summary, body: MfaSendRequest, response: { 200: MfaSendResult, ...errors } },
      },
      async (req) => {
        const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
        const result = await sendLoginCode(ctx, config, attempt, req.body.nfValue, req.locale);
        await audit(ctx.db, {
          actorUserId: attempt.userId,
          action: path === ACCOUNT_API.mfaSendCode ? 'mfa.code.sent' : 'mfa.code.resent',
          entity: 'user',
          entityId: attempt.userId,
          ip: req.ip,
        });
        return result;
      },
    );
  }

  app.post(
    ACCOUNT_API.mfaConfirmCode,
    {
      config: { access: 'session' },
      schema: {
        tags: ['mfa'],
        summary: 'Check the security code; on success the session is fully signed in',
        body: MfaConfirmRequest,
        response: { 200: MfaConfirmResult, ...errors },
      },
    },
    async (req, reply) => {
      const session = await currentSession(req);
      const attempt = await attemptOf(ctx.db, req.body.uuid, session);
      const result = await confirmLoginCode(ctx, config, attempt, req.body.confirmationCode, session!.user!);
      if (result.outcome === 'SUCCESS') {
        await startSession(req, reply, attempt.userId, 'FULL');
        await audit(ctx.db, {
          actorUserId: attempt.userId,
          action: 'login.succeeded',
          entity: 'user',
          entityId: attempt.userId,
          ip: req.ip,
          detail: { mfa: true },
        });
      }
      return result;
    },
  );

  app.post(
    ACCOUNT_API.mfaNoAccess,
    {
      config: { access: 'session' },
      schema: {
        tags: ['mfa'],
        summary: 'No access to any contact method: continue as a standard account for this session only',
        body: MfaAttemptRequest,
        response: { 200: OkResult, 403: ErrorBody, ...errors },
      },
    },
    async (req, reply) => {
      const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
      await continueWithoutCode(ctx, attempt, req.locale);
      // For this session only: the account itself stays as it is (ADR 0111).
      await startSession(req, reply, attempt.userId, 'FULL', { [STANDARD_ONLY]: true });
      return { isSuccess: true };
    },
  );

  app.post(
    ACCOUNT_API.mfaRememberDevice,
    {
      config: { access: 'user' },
      schema: {
        tags: ['mfa'],
        summary: 'Remember this browser after a successful code, or not',
        body: RememberDeviceRequest,
        response: { 200: OkResult, ...errors },
      },
    },
    async (req, reply) => {
      const { user } = await requireUser(req);
      // Only right after this person's own successful code.
      const [attempt] = await ctx.db
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.id, req.body.uuid),
            eq(loginAttempts.userId, user.id),
            eq(loginAttempts.status, 'DONE'),
            gt(loginAttempts.completedAt, new Date(clock.nowMs() - 15 * 60_000)),
          ),
        );
      if (!attempt) throw new HttpError(404, 'NOT_FOUND');
      if (req.body.remember) {
        const device = await rememberDevice(ctx.db, config, user.id, String(req.headers['user-agent'] ?? 'browser'));
        reply.setCookie(TRUSTED_DEVICE_COOKIE, device.token, {
          path: '/api/v1/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.secureCookies,
          expires: device.expiresAt,
        });
        await audit(ctx.db, { ...auditSource(req), action: 'device.remembered', entity: 'user', entityId: user.id });
      }
      return { isSuccess: true };
    },
  );

  app.post(
    ACCOUNT_API.revokeAllDevices,
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Forget every remembered device (revoke_all)',
        response: { 200: OkResult, 401: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = await requireUser(req);
      await ctx.db.transaction(async (tx) => {
        await forgetAllDevices(tx, user.id, 'REQUEST', req.locale);
        await audit(tx, { ...auditSource(req), action: 'device.revokedAll', entity: 'user', entityId: user.id });
      });
      reply.clearCookie(TRUSTED_DEVICE_COOKIE, { path: '/api/v1/auth' });
      return { isSuccess: true };
    },
  );

  app.get(
    ACCOUNT_API.workerDelinkedAccounts,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['worker'],
        summary: 'Accounts whose enhanced features were turned off after repeated lockouts',
        response: { 200: DelinkedAccounts, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) => {
      await requireStaff(req);
      const rows = await ctx.db
        .select({
          userName: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          delinkedAt: users.delinkedAt,
        })
        .from(users)
        .where(isNotNull(users.delinkedAt))
        .orderBy(desc(users.delinkedAt))
        .limit(200);
      return {
        accounts: rows.map((r) => ({
          userName: r.userName,
          displayName: `${r.firstName} ${r.lastName}`,
          delinkedAt: r.delinkedAt!.toISOString(),
        })),
      };
    },
  );

  app.post(
    ACCOUNT_API.workerRestoreLinked(':username'),
    {
      config: { access: 'staff' },
      schema: {
        tags: ['worker'],
        summary: 'Restore the enhanced features of an account delinked after repeated lockouts',
        params: z.object({ username: line(64).min(1) }),
        response: { 200: OkResult, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      await requireStaff(req);
      const [target] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, req.params.username.toLowerCase()));
      if (!target) throw new HttpError(404, 'NOT_FOUND');
      await restoreEnhanced(ctx, target.id);
      await audit(ctx.db, { ...auditSource(req), action: 'mfa.restored', entity: 'user', entityId: target.id });
      return { isSuccess: true };
    },
  );
});
