import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API, ConfirmationCodeRequest, ContactUpdateRequest, ContactUpdateResult, ErrorBody, ProfileInfo } from '@portal/contracts';
import { requireUser } from '../../platform/http/context';
import { effectiveUserType } from '../../platform/sessions';
import { confirmContactChange, profileInfo, requireFreshSignIn, resendContactCode, startContactChange } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };

/** Account settings: the profile with its indicators, and changes of contact methods confirmed by code. */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const config = ctx.config.mfa;

  app.get(
    ACCOUNT_API.profileInfo,
    { config: { access: 'user' }, schema: { tags: ['account'], summary: 'Profile and contact methods with the settings indicators', response: { 200: ProfileInfo, 401: ErrorBody } } },
    async (req) => {
      const { user } = await requireUser(req);
      return profileInfo(ctx, user, effectiveUserType(user) === 'LINKED');
    },
  );

  for (const [path, slot] of [
    [ACCOUNT_API.updatePrimaryContact, 'PRIMARY'],
    [ACCOUNT_API.updateSecondaryContact, 'SECONDARY'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'user' },
        schema: { tags: ['account'], summary: `Change the ${slot.toLowerCase()} contact method; a code goes to the new one`, body: ContactUpdateRequest, response: { 200: ContactUpdateResult, ...errors } },
      },
      async (req) => {
        const { session, user } = await requireUser(req);
        requireFreshSignIn(session, config);
        return startContactChange(ctx, config, user, slot, req.body, req.locale);
      },
    );
  }

  app.post(
    ACCOUNT_API.resendContactCode,
    { config: { access: 'user' }, schema: { tags: ['account'], summary: 'Send a new code for the pending contact change', response: { 200: ContactUpdateResult, ...errors } } },
    async (req) => {
      const { session, user } = await requireUser(req);
      requireFreshSignIn(session, config);
      return resendContactCode(ctx, config, user, req.locale);
    },
  );

  app.post(
    ACCOUNT_API.confirmContactCode,
    { config: { access: 'user' }, schema: { tags: ['account'], summary: 'Confirm the pending contact change with its code', body: ConfirmationCodeRequest, response: { 200: ContactUpdateResult, ...errors } } },
    async (req) => {
      const { session, user } = await requireUser(req);
      requireFreshSignIn(session, config);
      return confirmContactChange(ctx, config, user, req.body.confirmationCode, req.locale);
    },
  );
});
