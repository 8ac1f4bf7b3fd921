import { lte } from 'drizzle-orm';
import { clock } from './clock';
import type { Db } from './db';
import { rateLimits } from './db/schema';
import type { ScheduledJob } from './jobs';

/** Counters whose window has passed count nothing (see rate-limit.ts); their rows go. */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expiresAt, clock.now()))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** The platform's own jobs, run with the features' (features/<name>/jobs.ts). */
export const platformJobs: ScheduledJob[] = [
  { name: 'purge-expired-sessions', every: { minutes: 15 }, run: (db, ctx) => ctx.sessions.purgeExpired(db) },
  { name: 'purge-expired-rate-limits', every: { hours: 1 }, run: (db) => purgeExpiredRateLimits(db) },
];
