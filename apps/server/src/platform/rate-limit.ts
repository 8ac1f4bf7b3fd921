import { eq, sql } from 'drizzle-orm';
import { clock } from './clock';
import type { Db } from './db';
import { rateLimits } from './db/schema';

/**
 * Fixed-window counters in the database, so every app process sees the same count.
 * `count` reads without adding; `hit` adds one and returns the new count; `claim` checks the
 * limit and adds one in the same statement (use it where the limit must hold under load).
 */
export async function countInWindow(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() <= clock.nowMs() - windowMs) return 0;
  return row.count;
}

export async function hit(db: Db, key: string, windowMs: number): Promise<number> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowFloor} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/**
 * Takes one try under a limit, atomically: adds one to the window's count only while it is
 * below `max` (a new window starts at one), in a single statement, so requests at the same time
 * can never take more than `max` tries between them. False when the limit is reached.
 * A try that turns out right can be given back with `release` (or `reset`).
 */
export async function claim(db: Db, key: string, windowMs: number, max: number): Promise<boolean> {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowFloor}`;
  const taken = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${rateLimits.count} < ${max}`,
    })
    .returning({ count: rateLimits.count });
  return taken.length === 1;
}

/** Gives back one try taken with `claim` (the try was right, so it is not a failure). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
