import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clock } from './clock';
import { later, type Duration } from './dates';
import { rowsOf, type Db } from './db';
import { scheduledJobs } from './db/schema';
import type { AppContext } from './http/context';

/**
 * A job run every `every` (e.g. `{ hours: 1 }`) by whichever process gets to it first.
 * A feature lists its jobs in features/<name>/jobs.ts (`export const jobs: ScheduledJob[]`).
 */
export interface ScheduledJob {
  name: string;
  every: Duration;
  /** Runs inside the job's transaction (`db`); returns what it did, for the log (e.g. rows removed). */
  run: (db: Db, ctx: AppContext) => Promise<number>;
}

/**
 * Work that must run often in every process (the outbox's delivery every few seconds). Its
 * `tick` must itself be safe to run in several processes at once (claim rows with SKIP LOCKED).
 * A feature gives its loops from features/<name>/jobs.ts (`export const workers: FeatureWorkers`).
 */
export interface WorkerLoop {
  name: string;
  everyMs: number;
  /** Resolves to true when work is left over (a tick keeps to a time budget): the next tick comes at once. */
  tick: () => Promise<void | boolean>;
}

/** Builds a feature's worker loops once the app's context is known. */
export type FeatureWorkers = (ctx: AppContext) => WorkerLoop[];

/**
 * Runs each due job once across all processes: the job's row is locked FOR UPDATE SKIP
 * LOCKED inside a transaction, so a second process skips it instead of running it twice, and
 * the next run time moves only when the job's work committed.
 */
export async function runDueJobs(ctx: AppContext, jobs: ScheduledJob[]): Promise<Record<string, number>> {
  const { db } = ctx;
  const done: Record<string, number> = {};
  for (const job of jobs) {
    const now = clock.now();
    await db.insert(scheduledJobs).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
    await db.transaction(async (tx) => {
      const found = await rowsOf(
        tx,
        sql`SELECT name FROM scheduled_jobs WHERE name = ${job.name} AND next_run_at <= ${now.toISOString()}::timestamptz FOR UPDATE SKIP LOCKED`,
      );
      if (found.length === 0) return;
      done[job.name] = await job.run(tx, ctx);
      await tx
        .update(scheduledJobs)
        .set({ lastRunAt: now, nextRunAt: later(now, job.every) })
        .where(eq(scheduledJobs.name, job.name));
    });
  }
  return done;
}

/**
 * A step repeated every `everyMs` (at once when it returned true), never overlapping itself;
 * `stop` waits for a running step.
 */
function repeat(everyMs: number, step: () => Promise<void | boolean>): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const go = () => {
    let again = false;
    running = step()
      .then((more) => void (again = more === true))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(go, again ? 0 : everyMs);
          timer.unref();
        }
      });
  };
  go();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The one runner of background work in a process: started by the app when it is ready (unless
 * `config.backgroundWork` is off, as in API tests), stopped when it closes. Scheduled jobs are
 * looked at every `tickMs`; each worker loop runs at its own pace.
 */
export function startBackgroundWork(
  ctx: AppContext,
  work: { jobs: ScheduledJob[]; workers: WorkerLoop[] },
  log: FastifyBaseLogger,
  tickMs = 60_000,
): { stop: () => Promise<void> } {
  const stops = [
    repeat(tickMs, async () => {
      // One job at a time, so a failing job (tried again next tick) never holds up the others.
      for (const job of work.jobs) {
        try {
          const done = await runDueJobs(ctx, [job]);
          if (job.name in done) log.info({ job: job.name, count: done[job.name] }, 'scheduled job ran');
        } catch (err) {
          log.warn({ err, job: job.name }, 'scheduled job failed');
        }
      }
    }),
    ...work.workers.map((w) =>
      repeat(w.everyMs, async () => {
        try {
          return await w.tick();
        } catch (err) {
          log.error({ err, worker: w.name }, 'background worker failed');
          return false;
        }
      }),
    ),
  ];
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
