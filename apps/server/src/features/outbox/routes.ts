import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { CALLS } from '@portal/contracts';
import { auditSource } from '../../platform/audit';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { notFound } from '../../platform/http/errors';
import { purgeExpiredSecrets } from '../../platform/outbox';
import { buildTransports, deliverDue, loadDeliveryConfig } from '../../platform/outbox-delivery';
import { failedMessages, mailbox, retryFailedMessage } from './service';

/**
 * The outbox's delivery loop, the development mailbox (never in production) and the staff
 * view of messages that could not be sent.
 */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const delivery = loadDeliveryConfig();
  const transports = buildTransports(delivery);

  if (ctx.config.nodeEnv !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await deliverDue(ctx.db, transports, delivery);
        await purgeExpiredSecrets(ctx.db);
      } catch (err) {
        app.log.error({ err }, 'outbox delivery failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), delivery.pollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (ctx.config.nodeEnv !== 'production') {
    endpoint(app, 'devMailbox', { access: 'public' }, async (req) => mailbox(ctx.db, req.locale));
  } else {
    // Not in production: the path answers 404 and is left out of the API description.
    app.get(CALLS.devMailbox.path, { schema: { hide: true } }, async () => {
      throw notFound();
    });
  }

  endpoint(app, 'workerOutboxFailed', { access: 'staff' }, async (req) => {
    await requireStaff(req);
    return failedMessages(ctx.db);
  });

  endpoint(app, 'workerOutboxRetry', { access: 'staff' }, async (req) => {
    await requireStaff(req);
    return retryFailedMessage(ctx.db, req.params.id, auditSource(req));
  });
});
