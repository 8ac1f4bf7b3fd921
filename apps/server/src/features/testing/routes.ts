import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { resumableUploads, users } from '../../platform/db/schema';
import { clock } from '../../platform/clock';
import { createTestWorld } from '../../seed/test-world';
import { runFallbacks } from '../delivery/fallback';
import { runReminders } from '../reminders/run';

/**
 * Calls only the test suites use, registered only with PORTAL_TEST_HOOKS=1 (refused in
 * production, config.ts): a test world to work in, moving a clock instead of waiting, and the
 * reminder jobs run on a world's clock.
 */
export const routes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  if (!ctx.config.testHooks) return;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The demo recipe under new names (seed/test-world.ts): people, cases, accounts and providers
  // no other test shares.
  typed.post('/api/test/world', { schema: { hide: true } }, async () => createTestWorld(ctx));

  // Moves the shared clock, or with `world` only the clock of that world's requests (those
  // that carry the x-portal-test-world header). Answers that clock's "now".
  typed.post(
    '/api/test/clock',
    {
      schema: {
        hide: true,
        body: z.object({ advanceMs: z.number().int().min(0), world: z.number().int().positive().optional() }),
      },
    },
    async (req) => {
      const { advanceMs, world } = req.body;
      if (world === undefined) {
        clock.advance(advanceMs);
        return { now: clock.now().toISOString() };
      }
      clock.advanceWorld(world, advanceMs);
      return { now: clock.inWorld(world, () => clock.now()).toISOString() };
    },
  );

  // The reminder job and the channel fallback job, run now for one account on its world's clock
  // (the scheduled runs every five minutes use the shared clock). Answers how many each sent.
  typed.post(
    '/api/test/reminders',
    {
      schema: {
        hide: true,
        body: z.object({ world: z.number().int().positive(), username: z.string().min(1).max(100) }),
      },
    },
    async (req, reply) => {
      const { world, username } = req.body;
      const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (!user) return reply.code(404).send({});
      return clock.inWorld(world, async () => ({
        reminders: await runReminders(ctx, undefined, user.id),
        fallbacks: await runFallbacks(ctx, undefined, user.id),
      }));
    },
  );

  // What the server received of a resumable upload (browser tests: each byte arrived once).
  typed.get(
    '/api/test/resumable-uploads/:id',
    { schema: { hide: true, params: z.object({ id: z.string().uuid() }) } },
    async (req, reply) => {
      const [row] = await ctx.db.select().from(resumableUploads).where(eq(resumableUploads.id, req.params.id));
      if (!row) return reply.code(404).send({});
      return { length: row.length, offset: row.offset, receivedBytes: row.receivedBytes, done: row.result !== null };
    },
  );
};
