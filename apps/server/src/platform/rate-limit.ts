import { eq, sql } from 'drizzle-orm';
import { clock } from './clock';
import type { Db } from './db';
import { rateLimits } from './db/schema';

/**
 * Fixed-window counters in the database, so every app process sees the same count.
 * `count` reads without adding; `hit` adds one and returns the new count.
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

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
