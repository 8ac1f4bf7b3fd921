import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { readAlerts, saveAlerts } from './service';

/** Alerts opt-in and update: the department's reminders by e-mail and text, per account. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;

  endpoint(app, 'alertPreferences', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return readAlerts(ctx, user.id);
  });

  endpoint(app, 'saveAlertPreferences', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return saveAlerts(ctx, user, req.body, req.locale);
  });
});
