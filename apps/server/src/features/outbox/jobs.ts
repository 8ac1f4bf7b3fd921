import { purgeExpiredSecrets } from '../../platform/outbox';
import { buildTransports, deliverDue } from '../../platform/outbox-delivery';
import type { FeatureWorkers } from '../../platform/jobs';

/**
 * The outbox's delivery loop, every few seconds in every process (deliverDue claims messages
 * with SKIP LOCKED, so two processes never send one twice); sent secrets are purged as it goes.
 */
export const workers: FeatureWorkers = (ctx) => {
  const { delivery } = ctx.config;
  const transports = buildTransports(delivery);
  return [
    {
      name: 'outbox-delivery',
      everyMs: delivery.pollMs,
      tick: async () => {
        await deliverDue(ctx.db, transports, delivery);
        await purgeExpiredSecrets(ctx.db);
      },
    },
  ];
};
