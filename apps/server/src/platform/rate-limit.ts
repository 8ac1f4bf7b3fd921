import { eq, sql } from 'drizzle-orm';
import { clock } from './clock';
import type { Db } from './db';
import { rateLimits } from './db/schema';
import { lockedOut, type HttpError } from './http/errors';

/**
 * Fixed-window counters in the database, so every app process sees the same count.
 * `count` reads without adding; `hit` adds one and returns the new count; `take` adds an
 * amount only while the total stays within a limit, and `claim` takes one try that way (use it
 * where a limit must hold under concurrent requests). Each row carries the end of its window
 * (`expires_at`), after which it counts nothing and the housekeeping job removes it.
 */
export async function countInWindow(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() <= clock.nowMs() - windowMs) return 0;
  return row.count;
}

/** Column values of an upsert that adds `amount`, starting a new window when the old one has passed. */
function adding(amount: number, windowMs: number) {
  const now = clock.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const expiresAt = new Date(now.getTime() + windowMs);
  const passed = sql`${rateLimits.windowStart} <= ${windowFloor}`;
  return {
    fresh: { windowStart: now, count: amount, expiresAt },
    set: {
      count: sql`CASE WHEN ${passed} THEN ${amount} ELSE ${rateLimits.count} + ${amount} END`,
      windowStart: sql`CASE WHEN ${passed} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      expiresAt: sql`CASE WHEN ${passed} THEN ${expiresAt} ELSE ${rateLimits.expiresAt} END`,
    },
    /** What the count would become. */
    total: sql`CASE WHEN ${passed} THEN ${amount} ELSE ${rateLimits.count} + ${amount} END`,
  };
}

export async function hit(db: Db, key: string, windowMs: number): Promise<number> {
  const add = adding(1, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, ...add.fresh })
    .onConflictDoUpdate({ target: rateLimits.key, set: add.set })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/**
 * Adds `amount` to the window's total if the total stays at most `limit` (e.g. bytes uploaded
 * per day); answers whether it was added. Two processes taking at once cannot pass the limit.
 */
export async function take(db: Db, key: string, windowMs: number, amount: number, limit: number): Promise<boolean> {
  if (amount > limit) return false;
  const add = adding(amount, windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, ...add.fresh })
    .onConflictDoUpdate({ target: rateLimits.key, set: add.set, setWhere: sql`${add.total} <= ${limit}` })
    .returning({ count: rateLimits.count });
  return rows.length === 1;
}

/**
 * Takes one try under a limit, atomically (a single statement, so requests at the same time can
 * never take more than `max` tries between them). False when the limit is reached. A try that
 * turns out right can be given back with `release` (or `reset`).
 */
export async function claim(db: Db, key: string, windowMs: number, max: number): Promise<boolean> {
  return take(db, key, windowMs, 1, max);
}

/** Gives back one try taken with `claim` (the try was right, so it is not a failure). */
export async function release(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * The refusal of a caller over the limit of `key`: 429 with Retry-After, the seconds until the
 * key's window ends (when the limit lets the caller try again).
 */
export async function throttled(db: Db, key: string, code = 'THROTTLED'): Promise<HttpError> {
  const [row] = await db.select({ expiresAt: rateLimits.expiresAt }).from(rateLimits).where(eq(rateLimits.key, key));
  const now = clock.now();
  return lockedOut(429, code, row && row.expiresAt > now ? row.expiresAt : now, now);
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Limits this process found full lately, with when each lets callers try again, so a flood of
 * tries on a full limit can be refused from memory, without a statement (and an audit line)
 * each. The database stays the judge: a key is remembered only after a `claim` on it failed, and
 * for `forMs` at most (a few seconds), so a limit that frees early (a right password gives its
 * place back) is seen at most that late. Oldest keys go first past `maxKeys`.
 */
export class RecentlyFull {
  private readonly entries = new Map<string, { forgetAt: number; retryAt: Date }>();

  constructor(
    private readonly forMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** When a remembered full limit lets callers try again; undefined when none is remembered. */
  retryAt(key: string): Date | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (clock.nowMs() < entry.forgetAt) return entry.retryAt;
    this.entries.delete(key);
    return undefined;
  }

  /** Stops remembering a limit (its counter was reset, e.g. by a password reset). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  remember(key: string, retryAt: Date): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { forgetAt: Math.min(clock.nowMs() + this.forMs, retryAt.getTime()), retryAt });
  }
}
