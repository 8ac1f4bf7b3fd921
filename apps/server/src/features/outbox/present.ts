import { lang, type FailedMessages, type Locale, type MailboxMessage } from '@portal/contracts';
import type { OutboxMessage } from '../../platform/outbox';
import type { listFailedMessages } from '../../platform/outbox-delivery';

/** A message as the development mailbox shows it: subject and body in the caller's language. */
export function presentMailboxMessage(m: OutboxMessage & { userName: string | null }, locale: Locale): MailboxMessage {
  const es = lang(locale) === 'es';
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.recipient,
    userName: m.userName,
    templateKey: m.templateKey,
    locale: m.locale === 'es' ? 'es' : 'en-US',
    subject: es ? m.subjectEs : m.subjectEn,
    body: es ? m.bodyEs : m.bodyEn,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  };
}

type FailedRow = Awaited<ReturnType<typeof listFailedMessages>>[number];

/** A message that could not be sent, as staff see it. */
export function presentFailedMessage(m: FailedRow): FailedMessages['messages'][number] {
  return { ...m, nextAttemptAt: m.nextAttemptAt.toISOString(), createdAt: m.createdAt.toISOString() };
}
