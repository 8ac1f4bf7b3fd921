import type { Locale } from '@portal/contracts';
import { audit, type auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/http/errors';
import { listRecentMessages, outboxCounts, purgeExpiredSecrets } from '../../platform/outbox';
import { listFailedMessages, retryMessage } from '../../platform/outbox-delivery';
import { presentFailedMessage, presentMailboxMessage } from './present';

/**
 * The development mailbox: the newest 50 messages (of one account, when named), with expired
 * security codes purged first. Purged by the shared clock: a test world whose clock is days ahead
 * (test hooks) must not purge the live codes of the others.
 */
export async function mailbox(db: Db, locale: Locale, userName?: string) {
  await clock.shared(() => purgeExpiredSecrets(db));
  const rows = await listRecentMessages(db, 50, userName);
  return { messages: rows.map((m) => presentMailboxMessage(m, locale)) };
}

/** Staff: the messages that could not be sent, and how many messages are in each status. */
export async function failedMessages(db: Db) {
  const rows = await listFailedMessages(db);
  return { messages: rows.map(presentFailedMessage), counts: await outboxCounts(db) };
}

/** Staff: puts a failed message back in the queue (404 when there is no such failed message). */
export async function retryFailedMessage(db: Db, id: string, source: ReturnType<typeof auditSource>) {
  if (!(await retryMessage(db, id))) throw notFound();
  await audit(db, { ...source, action: 'outbox.retry', entity: 'outbox_message', entityId: id });
  return { isSuccess: true };
}
