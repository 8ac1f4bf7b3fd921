import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { effectiveUserType } from '../../platform/sessions';
import {
  confirmContactChange,
  profileInfo,
  requireFreshSignIn,
  resendContactCode,
  startContactChange,
} from './service';

/** Account settings: the profile with its indicators, and changes of contact methods confirmed by code. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const config = ctx.config.mfa;

  endpoint(app, 'profileInfo', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return profileInfo(ctx, user, effectiveUserType(user) === 'LINKED');
  });

  for (const [name, slot] of [
    ['updatePriContact', 'PRIMARY'],
    ['updateSecContact', 'SECONDARY'],
  ] as const) {
    endpoint(app, name, { access: 'user' }, async (req) => {
      const { session, user } = await requireUser(req);
      requireFreshSignIn(session, config);
      return startContactChange(ctx, config, user, slot, req.body, req.locale);
    });
  }

  endpoint(app, 'resendCodeUpdateContact', { access: 'user' }, async (req) => {
    const { session, user } = await requireUser(req);
    requireFreshSignIn(session, config);
    return resendContactCode(ctx, config, user, req.locale);
  });

  endpoint(app, 'updateConfirmationNumber', { access: 'user' }, async (req) => {
    const { session, user } = await requireUser(req);
    requireFreshSignIn(session, config);
    return confirmContactChange(ctx, config, user, req.body.confirmationCode, req.locale);
  });
});
