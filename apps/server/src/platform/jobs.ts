import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clock } from './clock';
import { rowsOf, type Db } from './db';
import { scheduledJobs } from './db/schema';

/** A job run every `everyMs` by whichever process gets to it first. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /** Returns what it did, for the log (e.g. how many rows it removed). */
  run: (db: Db) => Promise<number>;
}

/**
 * Runs each due job once across all processes: the job's row is locked FOR UPDATE SKIP
 * LOCKED inside a transaction, so a second process skips it instead of running it twice, and
 * the next run time moves only when the job's work committed.
 */
export async function runDueJobs(db: Db, jobs: ScheduledJob[]): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const job of jobs) {
    const now = clock.now();
    await db.insert(scheduledJobs).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
    await db.transaction(async (tx) => {
      const found = await rowsOf(tx, sql`SELECT name FROM scheduled_jobs WHERE name = ${job.name} AND next_run_at <= ${now.toISOString()}::timestamptz FOR UPDATE SKIP LOCKED`);
      if (found.length === 0) return;
      done[job.name] = await job.run(tx);
      await tx.update(scheduledJobs).set({ lastRunAt: now, nextRunAt: new Date(now.getTime() + job.everyMs) }).where(eq(scheduledJobs.name, job.name));
    });
  }
  return done;
}

/** Checks for due jobs every minute in this process; returns a stop function. */
export function startJobRunner(db: Db, jobs: ScheduledJob[], log: FastifyBaseLogger, tickMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await runDueJobs(db, jobs);
      for (const [name, count] of Object.entries(done)) log.info({ job: name, count }, 'scheduled job ran');
    } catch (err) {
      log.warn({ err }, 'scheduled jobs failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
