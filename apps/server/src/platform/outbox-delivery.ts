import { and, asc, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { clock } from './clock';
import type { DeliveryConfig } from './config';
import type { Db } from './db';
import { outboxMessages } from './db/schema';
import { PURGED_BODY, type OutboxChannel, type OutboxMessage } from './outbox';

/** Sends one message or throws. */
export type Transport = (message: { recipient: string; subject: string; body: string }) => Promise<void>;

export function buildTransports(config: DeliveryConfig): Partial<Record<OutboxChannel, Transport>> {
  const transports: Partial<Record<OutboxChannel, Transport>> = {};
  if (config.smtpUrl) {
    const mailer = nodemailer.createTransport(config.smtpUrl);
    transports.EMAIL = async (m) => {
      await mailer.sendMail({ from: config.mailFrom, to: m.recipient, subject: m.subject, text: m.body });
    };
  }
  if (config.smsGatewayUrl) {
    const url = config.smsGatewayUrl;
    transports.SMS = async (m) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: `+1${m.recipient}`, text: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    };
  }
  return transports;
}

/** Minutes to wait before try number `attempts + 1`: 1, 2, 4, 8 … at most 60. */
export function backoffMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Sends the due messages of every channel that has a transport. Each message is claimed by
 * moving its next-attempt time forward first, so two processes never send the same one.
 * A sensitive body is purged as soon as it is sent.
 */
export async function deliverDue(
  db: Db,
  transports: Partial<Record<OutboxChannel, Transport>>,
  config: Pick<DeliveryConfig, 'maxAttempts'>,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const channels = Object.keys(transports) as OutboxChannel[];
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const now = clock.now();
  const claimUntil = new Date(now.getTime() + 5 * 60_000);
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
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    const send = transports[m.channel]!;
    const es = m.locale === 'es';
    try {
      await send({ recipient: m.recipient, subject: es ? m.subjectEs : m.subjectEn, body: es ? m.bodyEs : m.bodyEn });
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
      sent++;
    } catch (err) {
      const attempts = m.attempts + 1;
      const giveUp = attempts >= config.maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          attempts,
          status: giveUp ? 'FAILED' : 'QUEUED',
          lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
          nextAttemptAt: new Date(clock.nowMs() + backoffMs(attempts)),
        })
        // Not one a mass communication's cancelling stopped meanwhile.
        .where(and(eq(outboxMessages.id, m.id), eq(outboxMessages.status, 'QUEUED')));
      failed++;
    }
  }
  return { sent, failed };
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
