import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { audit, auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { later } from '../../platform/dates';
import { currentSession, requireStaff, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { HttpError } from '../../platform/http/errors';
import { startSession } from '../../platform/http/session-start';
import { STANDARD_ONLY } from '../../platform/sessions';
import { forgetAllDevices, rememberDevice, TRUSTED_DEVICE_COOKIE } from './devices';
import { confirmedAttemptSince, delinkedAccounts, userIdByUsername } from './repo';
import { officeScope } from '../worker/scope';
import {
  attemptOf,
  confirmLoginCode,
  continueWithoutCode,
  questionsFor,
  restoreEnhanced,
  sendLoginCode,
} from './service';

/** How long after a successful code the person may still ask to remember the browser. */
const REMEMBER_WINDOW_MINUTES = 15;

/** The two-step sign-in (nfmfa calls), trusted devices and the staff call that restores an account. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const config = ctx.config.mfa;

  endpoint(app, 'mfaQuestions', { access: 'session' }, async (req) => {
    const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
    return { questions: await questionsFor(ctx.db, attempt.userId) };
  });

  for (const [name, action] of [
    ['mfaSendCode', 'mfa.code.sent'],
    ['mfaResendCode', 'mfa.code.resent'],
  ] as const) {
    endpoint(app, name, { access: 'session' }, async (req) => {
      const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
      const result = await sendLoginCode(ctx, config, attempt, req.body.nfValue, req.locale);
      await audit(ctx.db, {
        actorUserId: attempt.userId,
        action,
        entity: 'user',
        entityId: attempt.userId,
        ip: req.ip,
      });
      return result;
    });
  }

  endpoint(app, 'mfaConfirmCode', { access: 'session' }, async (req, reply) => {
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
  });

  endpoint(app, 'mfaNoAccess', { access: 'session' }, async (req, reply) => {
    const attempt = await attemptOf(ctx.db, req.body.uuid, await currentSession(req));
    await continueWithoutCode(ctx, attempt, req.locale);
    // For this session only: the account itself stays as it is (ADR 0111).
    await startSession(req, reply, attempt.userId, 'FULL', { [STANDARD_ONLY]: true });
    return { isSuccess: true };
  });

  endpoint(app, 'mfaRememberDevice', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    // Only right after this person's own successful code.
    const since = later(clock.now(), { minutes: -REMEMBER_WINDOW_MINUTES });
    if (!(await confirmedAttemptSince(ctx.db, req.body.uuid, user.id, since))) throw new HttpError(404, 'NOT_FOUND');
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
  });

  endpoint(app, 'revokeAllDevices', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    await ctx.db.transaction(async (tx) => {
      await forgetAllDevices(tx, user.id, 'REQUEST', req.locale);
      await audit(tx, { ...auditSource(req), action: 'device.revokedAll', entity: 'user', entityId: user.id });
    });
    reply.clearCookie(TRUSTED_DEVICE_COOKIE, { path: '/api/v1/auth' });
    return { isSuccess: true };
  });

  endpoint(app, 'workerDelinkedAccounts', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return { accounts: await delinkedAccounts(ctx.db, await officeScope(ctx.db, user)) };
  });

  endpoint(app, 'workerRestoreLinked', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    // Only an account of a person on a case of the worker's office (ADR 0402); any other is 404.
    const targetId = await userIdByUsername(ctx.db, req.params.username, await officeScope(ctx.db, user));
    if (!targetId) throw new HttpError(404, 'NOT_FOUND');
    await restoreEnhanced(ctx, targetId);
    await audit(ctx.db, { ...auditSource(req), action: 'mfa.restored', entity: 'user', entityId: targetId });
    return { isSuccess: true };
  });
});
