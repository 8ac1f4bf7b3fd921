import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API, AlertPreferences, AlertPreferencesRequest, ErrorBody } from '@portal/contracts';
import { requireUser } from '../../platform/http/context';
import { readAlerts, saveAlerts } from './service';

/** Alerts opt-in and update: the department's reminders by e-mail and text, per account. */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    ACCOUNT_API.alerts,
    { config: { access: 'user' }, schema: { tags: ['alerts'], summary: 'The account’s alert choices (defaults from its contact methods)', response: { 200: AlertPreferences, 401: ErrorBody } } },
    async (req) => {
      const { user } = await requireUser(req);
      return readAlerts(ctx, user.id);
    },
  );

  app.post(
    ACCOUNT_API.alerts,
    { config: { access: 'user' }, schema: { tags: ['alerts'], summary: 'Opt in to, change or stop alerts', body: AlertPreferencesRequest, response: { 200: AlertPreferences, 400: ErrorBody, 401: ErrorBody } } },
    async (req) => {
      const { user } = await requireUser(req);
      return saveAlerts(ctx, user, req.body, req.locale);
    },
  );
});
