import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { clock } from './clock';
import type { Db } from './db';
import { outboxMessages, users } from './db/schema';
import { inEveryLanguage } from './i18n';

export type OutboxChannel = 'EMAIL' | 'SMS';
export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** A text in both languages; the message is sent in `locale`, both are kept for staff. */
export interface Bilingual {
  en: string;
  es: string;
}

export interface NewMessage {
  channel: OutboxChannel;
  /** E-mail address, or ten phone digits for SMS. */
  recipient: string;
  /** What kind of message this is ("mfa.code", "application.submitted"…), for staff and tests. */
  templateKey: string;
  subject: Bilingual;
  body: Bilingual;
  /** en-US or es; defaults to en-US. */
  locale?: string;
  userId?: string | null;
  /**
   * The body carries a secret (a security code). Its body is purged once sent, or at
   * `purgeAfter` (when the secret stops working) if it never was.
   */
  sensitive?: boolean;
  purgeAfter?: Date;
}

/** The words left in place of a purged body, in each language. */
export const PURGED_BODY = inEveryLanguage('outbox.purgedBody');

/**
 * Queues an e-mail or SMS. Pass the caller's transaction as `db` so the message exists
 * exactly when the change that caused it does. Returns the message id.
 */
export async function enqueueMessage(db: Db, message: NewMessage): Promise<string> {
  return (await enqueueMessages(db, [message]))[0]!;
}

/** `enqueueMessage` for many messages in one statement; their ids in the same order. */
export async function enqueueMessages(db: Db, messages: readonly NewMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const now = clock.now();
  const ids = messages.map(() => randomUUID());
  await db.insert(outboxMessages).values(
    messages.map((message, i) => ({
      id: ids[i]!,
      channel: message.channel,
      recipient: message.recipient,
      userId: message.userId ?? null,
      templateKey: message.templateKey,
      locale: message.locale === 'es' ? ('es' as const) : ('en-US' as const),
      subjectEn: message.subject.en,
      subjectEs: message.subject.es,
      bodyEn: message.body.en,
      bodyEs: message.body.es,
      sensitive: message.sensitive ?? false,
      purgeAfter: message.purgeAfter ?? null,
      status: 'QUEUED' as const,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return ids;
}

/** The newest messages, newest first, of one account when named (the development mailbox). */
export async function listRecentMessages(
  db: Db,
  limit = 50,
  userName?: string,
): Promise<(OutboxMessage & { userName: string | null })[]> {
  const rows = await db
    .select({ message: outboxMessages, userName: users.username })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.userId))
    .where(userName === undefined ? undefined : eq(users.username, userName))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.message, userName: r.userName }));
}

/** Purges the bodies of sensitive messages whose secret no longer works. Returns how many. */
export async function purgeExpiredSecrets(db: Db): Promise<number> {
  const done = await db
    .update(outboxMessages)
    .set({ bodyEn: PURGED_BODY.en, bodyEs: PURGED_BODY.es, purgedAt: clock.now() })
    .where(
      and(
        eq(outboxMessages.sensitive, true),
        isNull(outboxMessages.purgedAt),
        lte(outboxMessages.purgeAfter, clock.now()),
      ),
    )
    .returning({ id: outboxMessages.id });
  return done.length;
}

/** Counts messages by status, for staff. */
export async function outboxCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .groupBy(outboxMessages.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
