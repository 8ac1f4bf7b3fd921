import type { FeatureWorkers } from '../../platform/jobs';
import { queueDueMassComms } from './fanout';

/**
 * Moves due mass communications into the outbox in batches, in every process (each batch locks
 * its mass communication with SKIP LOCKED); the outbox's own loop sends them.
 */
export const workers: FeatureWorkers = (ctx) => [
  {
    name: 'mass-communications',
    everyMs: ctx.config.delivery.pollMs,
    tick: async () => {
      await queueDueMassComms(ctx.db);
    },
  },
];
