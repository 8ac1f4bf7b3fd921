import { purgeExpiredSecrets } from '../../platform/outbox';
import { buildTransports, drainDue } from '../../platform/outbox-delivery';
import type { FeatureWorkers } from '../../platform/jobs';

/**
 * The outbox's delivery loop in every process: each tick sends batch after batch, several
 * messages at a time, for a few seconds at most (drainDue claims messages with SKIP LOCKED, so two
 * processes never send one twice), and comes back at once while messages are left; sent secrets
 * are purged as it goes.
 */
export const workers: FeatureWorkers = (ctx) => {
  const { delivery } = ctx.config;
  const transports = buildTransports(delivery);
  return [
    {
      name: 'outbox-delivery',
      everyMs: delivery.pollMs,
      tick: async () => {
        const { more } = await drainDue(ctx.db, transports, delivery);
        await purgeExpiredSecrets(ctx.db);
        return more;
      },
    },
  ];
};
