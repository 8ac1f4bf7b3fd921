import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../../platform/db/schema';
import { enqueueMessage, type Bilingual } from '../../platform/outbox';
import { contactsOf, type Contact } from './contacts';
import { onPaper } from './enotices';
import { keepCommunication } from './inbox';
import { requestPaperCopy } from './mail';
import { NEW_NOTICE, NOTICES, type NoticeKind, type NoticeParams } from './templates';

/** Who a notice is for: an account, or the person a case belongs to (through their linked account). */
export type NoticeRecipient = { userId: string } | { personId: string };

export type NoticeRequest<K extends NoticeKind> = NoticeRecipient & {
  kind: K;
  params: NoticeParams<K>;
  /**
   * The language the person is using right now, when they are the one acting; otherwise
   * (a caseworker's decision, a job) the language on file is used.
   */
  locale?: string;
  /**
   * Only these addresses: a security code goes to the one contact method chosen, an alert
   * confirmation to the addresses chosen for alerts. By default: every contact method on file.
   */
  contacts?: Pick<Contact, 'method' | 'value'>[];
  /** When the secret a sensitive notice carries stops working (its body is purged then). */
  expiresAt?: Date;
};

/** One notice as written, before it is queued once per contact method. */
export interface Notice {
  kind: NoticeKind;
  userId: string;
  locale: 'en-US' | 'es';
  subject: Bilingual;
  body: Bilingual;
  sensitive: boolean;
}

/** The subject and body of a notice kind, in both languages. */
export function composeNotice<K extends NoticeKind>(kind: K, params: NoticeParams<K>) {
  const t = NOTICES[kind] as {
    sensitive?: boolean;
    inbox?: boolean;
    text: (p: NoticeParams<K>) => Pick<Notice, 'subject' | 'body'>;
  };
  return { ...t.text(params), sensitive: t.sensitive === true, inbox: t.inbox === true };
}

async function accountOf(db: Db, to: NoticeRecipient) {
  const where =
    'userId' in to
      ? eq(users.id, to.userId)
      : and(eq(users.linkedPersonId, to.personId), eq(users.userType, 'LINKED'), isNull(users.delinkedAt));
  const [row] = await db.select({ id: users.id, locale: users.locale }).from(users).where(where).limit(1);
  return row;
}

/**
 * Writes a notice and queues it through the outbox, one message per contact method, in the
 * person's language (a notice kept in the inbox is kept whole there and only announced in the
 * messages). Pass the caller's transaction as `db` so the notice exists exactly when
 * the change it tells about does. Returns the notice, or null when there is no account to tell
 * (an anonymous application, a person with no linked account) or no contact method on file.
 */
export async function sendNotice<K extends NoticeKind>(db: Db, request: NoticeRequest<K>): Promise<Notice | null> {
  const account = await accountOf(db, request);
  if (!account) return null;
  const locale = (request.locale ?? account.locale) === 'es' ? 'es' : 'en-US';
  const { inbox, ...text } = composeNotice(request.kind, request.params);
  const notice: Notice = { kind: request.kind, userId: account.id, locale, ...text };
  const language = locale === 'es' ? 'es' : 'en';
  // Read in the portal whether or not it can also be sent (no contact method on file); without
  // e-notices, a paper copy is also queued for mail to the address on file.
  if (inbox) {
    const kept = await keepCommunication(db, {
      kind: notice.kind,
      userId: notice.userId,
      locale,
      subject: notice.subject[language],
      body: notice.body[language],
    });
    if (await onPaper(db, account.id)) await requestPaperCopy(db, account.id, kept.id, kept.createdAt);
  }
  const contacts = request.contacts ?? (await contactsOf(db, account.id));
  if (contacts.length === 0) return null;
  // No personal data in e-mail or SMS: a notice read in the portal is only announced.
  const sent = inbox ? NEW_NOTICE : notice;
  for (const c of contacts) {
    await enqueueMessage(db, {
      channel: c.method === 'EMAIL' ? 'EMAIL' : 'SMS',
      recipient: c.value,
      userId: notice.userId,
      templateKey: notice.kind,
      subject: sent.subject,
      body: sent.body,
      locale: notice.locale,
      sensitive: notice.sensitive,
      purgeAfter: notice.sensitive ? request.expiresAt : undefined,
    });
  }
  return notice;
}
