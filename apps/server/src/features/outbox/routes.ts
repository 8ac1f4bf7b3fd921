import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_API, ErrorBody, FailedMessages, Mailbox } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { requireStaff } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { listRecentMessages, outboxCounts, purgeExpiredSecrets } from '../../platform/outbox';
import { listFailedMessages, retryMessage } from '../../platform/outbox-delivery';

const Ok = z.object({ isSuccess: z.boolean() });

/**
 * The development mailbox (never in production) and the staff
 * view of messages that could not be sent.
 */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  if (ctx.config.nodeEnv !== 'production') {
    app.get(
      ACCOUNT_API.devMailbox,
      {
        schema: {
          tags: ['development'],
          summary: 'Development mailbox: the newest e-mails and text messages in the outbox (not available in production)',
          response: { 200: Mailbox },
        },
      },
      async (req) => {
        await purgeExpiredSecrets(ctx.db);
        const es = req.locale === 'es';
        const rows = await listRecentMessages(ctx.db, 50);
        return {
          messages: rows.map((m) => ({
            id: m.id,
            channel: m.channel,
            recipient: m.recipient,
            userName: m.userName,
            templateKey: m.templateKey,
            subject: es ? m.subjectEs : m.subjectEn,
            body: es ? m.bodyEs : m.bodyEn,
            status: m.status,
            createdAt: m.createdAt.toISOString(),
          })),
        };
      },
    );
  } else {
    app.get(ACCOUNT_API.devMailbox, { schema: { hide: true } }, async () => {
      throw new HttpError(404, 'NOT_FOUND');
    });
  }

  app.get(
    ACCOUNT_API.workerOutboxFailed,
    {
      config: { access: 'staff' },
      schema: { tags: ['worker'], summary: 'Messages that could not be sent (being retried, or given up)', response: { 200: FailedMessages, 401: ErrorBody, 403: ErrorBody } },
    },
    async (req) => {
      await requireStaff(req);
      const rows = await listFailedMessages(ctx.db);
      return {
        messages: rows.map((m) => ({ ...m, nextAttemptAt: m.nextAttemptAt.toISOString(), createdAt: m.createdAt.toISOString() })),
        counts: await outboxCounts(ctx.db),
      };
    },
  );

  app.post(
    ACCOUNT_API.workerOutboxRetry(':id'),
    {
      config: { access: 'staff' },
      schema: {
        tags: ['worker'],
        summary: 'Put a failed message back in the queue',
        params: z.object({ id: z.uuid() }),
        response: { 200: Ok, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      await requireStaff(req);
      if (!(await retryMessage(ctx.db, req.params.id))) throw new HttpError(404, 'NOT_FOUND');
      await audit(ctx.db, { ...auditSource(req), action: 'outbox.retry', entity: 'outbox_message', entityId: req.params.id });
      return { isSuccess: true };
    },
  );
});
