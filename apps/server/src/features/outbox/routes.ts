import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CALLS } from '@portal/contracts';
import { auditSource } from '../../platform/audit';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { failedMessages, mailbox, retryFailedMessage } from './service';

/**
 * The development mailbox (never in production) and the staff view of messages that could not
 * be sent (the delivery loop is in jobs.ts).
 */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  if (ctx.config.nodeEnv !== 'production') {
    endpoint(app, 'devMailbox', { access: 'public' }, async (req) => mailbox(ctx.db, req.locale, req.query.userName));
  } else {
    // Not in production: the path answers 404 and is left out of the API description.
    app.get(CALLS.devMailbox.path, { schema: { hide: true } }, async () => {
      throw notFound();
    });
  }

  // The state's delivery queue holds every office's addresses: administrators only (ADR 0402).
  endpoint(app, 'workerOutboxFailed', { access: 'admin' }, async (req) => {
    await requireStaff(req, 'ADMIN');
    return failedMessages(ctx.db);
  });

  endpoint(app, 'workerOutboxRetry', { access: 'admin' }, async (req) => {
    await requireStaff(req, 'ADMIN');
    return retryFailedMessage(ctx.db, req.params.id, auditSource(req));
  });
});
