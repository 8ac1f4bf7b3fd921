import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { clock } from './clock';
import type { DeliveryConfig } from './config';
import type { Db } from './db';
import { outboxMessages } from './db/schema';
import { PURGED_BODY, type OutboxChannel, type OutboxMessage } from './outbox';
import { SEND_CONCURRENCY, type Transport } from './outbox-transports';

export { buildTransports, type Transport } from './outbox-transports';

type Transports = Partial<Record<OutboxChannel, Transport>>;
type Attempts = Pick<DeliveryConfig, 'maxAttempts'>;

/** How long a claim holds a message: after this another process may take it. */
const CLAIM_MS = 5 * 60_000;
/** No send of a claimed message starts once this much of the claim has passed; the rest are given back. */
const CLAIM_SAFE_MS = 4 * 60_000;

/** How one tick of the delivery loop goes: messages claimed at a time, sent at once, and for how long. */
export interface DeliveryPace {
  batch: number;
  concurrency: number;
  /** After this, no batch is claimed and no send starts (the ones started finish). */
  budgetMs: number;
}
export const DELIVERY_PACE: DeliveryPace = { batch: 100, concurrency: SEND_CONCURRENCY, budgetMs: 4_000 };

/** Minutes to wait before try number `attempts + 1`: 1, 2, 4, 8 … at most 60. */
export function backoffMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Claims up to `batch` due messages by moving their next-attempt time past the claim: a second
 * process (SKIP LOCKED, then the moved time) never takes them while the claim holds.
 */
async function claimDue(db: Db, channels: OutboxChannel[], batch: number) {
  const now = clock.now();
  const claimUntil = new Date(now.getTime() + CLAIM_MS);
  const claimed: OutboxMessage[] = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'QUEUED'),
          lte(outboxMessages.nextAttemptAt, now),
          inArray(outboxMessages.channel, channels),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ nextAttemptAt: claimUntil })
      .where(
        inArray(
          outboxMessages.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  return { claimed, claimUntil };
}

/** Sends one claimed message and records how it went: SENT, or another try later, or FAILED. */
async function sendOne(db: Db, send: Transport, config: Attempts, m: OutboxMessage): Promise<boolean> {
  const es = m.locale === 'es';
  try {
    await send(
      { recipient: m.recipient, subject: es ? m.subjectEs : m.subjectEn, body: es ? m.bodyEs : m.bodyEn },
      m.id,
    );
  } catch (err) {
    const attempts = m.attempts + 1;
    await db
      .update(outboxMessages)
      .set({
        attempts,
        status: attempts >= config.maxAttempts ? 'FAILED' : 'QUEUED',
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
        nextAttemptAt: new Date(clock.nowMs() + backoffMs(attempts)),
      })
      // Not one a mass communication's cancelling stopped meanwhile.
      .where(and(eq(outboxMessages.id, m.id), eq(outboxMessages.status, 'QUEUED')));
    return false;
  }
  await db
    .update(outboxMessages)
    .set({
      status: 'SENT',
      sentAt: clock.now(),
      attempts: m.attempts + 1,
      lastError: null,
      ...(m.sensitive ? { bodyEn: PURGED_BODY.en, bodyEs: PURGED_BODY.es, purgedAt: clock.now() } : {}),
    })
    .where(eq(outboxMessages.id, m.id));
  return true;
}

/**
 * Claims one batch and sends it, `concurrency` messages at a time. A send starts only before
 * `stopAt` (performance.now() milliseconds) and while the claim is fresh; the messages not started
 * are given back at once (only if the claim is still ours), for the next tick or another process.
 */
async function deliverBatch(
  db: Db,
  transports: Transports,
  config: Attempts,
  pace: Omit<DeliveryPace, 'budgetMs'> & { stopAt: number },
) {
  const channels = Object.keys(transports) as OutboxChannel[];
  const claimedAt = performance.now();
  const { claimed, claimUntil } = await claimDue(db, channels, pace.batch);
  const stopAt = Math.min(pace.stopAt, claimedAt + CLAIM_SAFE_MS);
  let next = 0;
  let sent = 0;
  let failed = 0;
  let broken = false;
  const worker = async () => {
    while (!broken && next < claimed.length && performance.now() < stopAt) {
      const m = claimed[next++]!;
      try {
        if (await sendOne(db, transports[m.channel]!, config, m)) sent++;
        else failed++;
      } catch (err) {
        // The database failed: no new sends; the message stays claimed until its claim ends.
        broken = true;
        throw err;
      }
    }
  };
  const workers = await Promise.allSettled(Array.from({ length: Math.min(pace.concurrency, claimed.length) }, worker));
  const unsent = claimed.slice(next).map((m) => m.id);
  if (unsent.length > 0) {
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: clock.now() })
      .where(
        and(
          inArray(outboxMessages.id, unsent),
          eq(outboxMessages.status, 'QUEUED'),
          eq(outboxMessages.nextAttemptAt, claimUntil),
        ),
      );
  }
  const error = workers.find((w) => w.status === 'rejected');
  if (error) throw error.reason;
  return { claimed: claimed.length, sent, failed, unsent: unsent.length };
}

/**
 * Sends one batch of the due messages of every channel that has a transport, one at a time
 * unless `concurrency` says otherwise. Each message is claimed first, so two processes never send
 * the same one. A sensitive body is purged as soon as it is sent.
 */
export async function deliverDue(
  db: Db,
  transports: Transports,
  config: Attempts,
  batch = 20,
  concurrency = 1,
): Promise<{ sent: number; failed: number }> {
  if (Object.keys(transports).length === 0) return { sent: 0, failed: 0 };
  const { sent, failed } = await deliverBatch(db, transports, config, { batch, concurrency, stopAt: Infinity });
  return { sent, failed };
}

/**
 * One tick of the delivery loop: claims and sends batch after batch while it finds full ones,
 * until `pace.budgetMs` has passed. It also stops after a batch in which every send failed (the
 * provider is likely down; each message waits out its own back-off). `more` says that due
 * messages are probably left, so the loop may run again without its pause.
 */
export async function drainDue(
  db: Db,
  transports: Transports,
  config: Attempts,
  pace: DeliveryPace = DELIVERY_PACE,
): Promise<{ sent: number; failed: number; more: boolean }> {
  const total = { sent: 0, failed: 0, more: false };
  if (Object.keys(transports).length === 0) return total;
  const stopAt = performance.now() + pace.budgetMs;
  for (;;) {
    const round = await deliverBatch(db, transports, config, { ...pace, stopAt });
    total.sent += round.sent;
    total.failed += round.failed;
    if (round.claimed < pace.batch || (round.sent === 0 && round.failed > 0)) return total;
    if (round.unsent > 0 || performance.now() >= stopAt) return { ...total, more: true };
  }
}

/** Messages that failed for good, or are being retried after an error: what staff look at. */
export async function listFailedMessages(db: Db, limit = 100) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      templateKey: outboxMessages.templateKey,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      nextAttemptAt: outboxMessages.nextAttemptAt,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(
      or(
        eq(outboxMessages.status, 'FAILED'),
        and(eq(outboxMessages.status, 'QUEUED'), isNotNull(outboxMessages.lastError)),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}

/** Puts a failed message back in the queue (staff), unless its secret was already purged. */
export async function retryMessage(db: Db, id: string): Promise<boolean> {
  const done = await db
    .update(outboxMessages)
    .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: clock.now() })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'FAILED'), sql`${outboxMessages.purgedAt} IS NULL`))
    .returning({ id: outboxMessages.id });
  return done.length === 1;
}
