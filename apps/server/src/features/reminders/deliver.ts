import { pathTo, ROUTES } from '@portal/contracts/routes';
import type { ReminderTask } from '@portal/contracts/reminders';
import type { Db } from '../../platform/db';
import type { NewMessage } from '../../platform/outbox';
import { t } from '../../platform/i18n';
import { contactsOfEach, type Contact } from '../communications/contacts';
import { onPaperOfEach } from '../communications/enotices';
import { keepCommunication } from '../communications/inbox';
import { requestPaperCopy } from '../communications/mail';
import { textNumbersOfEach } from '../messaging/texts';
import { unreachableKey, unreachableOfEach } from '../delivery/unreachable';

export type ReminderChannel = 'TEXT' | 'EMAIL' | 'PAPER';

/** The screen that does each task (the person signs in first when they are not). */
export const TASK_PATHS: Record<ReminderTask, string> = {
  RENEWAL: pathTo(ROUTES.renew, { updateType: 'FNS' }),
  DOCUMENTS: ROUTES.docUpload,
  APPEAL_WINDOW: ROUTES.appeals,
  HEARING: ROUTES.appealsOverview,
  CHANGE_REPORT: ROUTES.coc,
  APPLICATION_DRAFT: ROUTES.yourApplications,
};

/** "December 15, 2026" / "15 de diciembre de 2026". */
export function longDate(day: string, locale: string): string {
  const tag = locale === 'es' ? 'es-US' : 'en-US';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The task and its date in the person's language: "Renew your food benefits by December 15, 2026". */
export function reminderTitle(task: ReminderTask, dueDay: string, locale: string): string {
  return t(locale, 'reminders.title', { task, date: longDate(dueDay, locale) });
}

/**
 * How the person asked to hear from us: a text when they opted in to texts (and did not reply
 * STOP: the subscription is then off), an e-mail when they receive e-notices, else a paper letter.
 * A number or address marked unreachable is skipped (ADR 0912). `after`: the next channel after
 * that one (a reminder that failed by it goes by the next: text, e-mail, letter).
 */
export async function channelOf(db: Db, userId: string, after?: ReminderChannel): Promise<ReminderVia> {
  return (await channelsOf(db, [userId], after)).get(userId)!;
}

/** The way a reminder goes, and to which number or address (none for a letter). */
export interface ReminderVia {
  channel: ReminderChannel;
  to: string | null;
}

/** `channelOf` for many accounts at once (the reminder job's batches): four statements at most. */
export async function channelsOf(
  db: Db,
  userIds: readonly string[],
  after?: ReminderChannel,
): Promise<Map<string, ReminderVia>> {
  const emailTaken = after === 'EMAIL' || after === 'PAPER';
  const phones = after ? new Map<string, string>() : await textNumbersOfEach(db, userIds);
  const unreachable = await unreachableOfEach(db, userIds);
  const paper = emailTaken ? new Set<string>() : await onPaperOfEach(db, userIds);
  const contacts = emailTaken ? new Map<string, Contact[]>() : await contactsOfEach(db, userIds);
  const reachable = (userId: string, channel: 'SMS' | 'EMAIL', to: string | undefined) =>
    to !== undefined && !unreachable.has(unreachableKey(userId, channel, to));
  const found = new Map<string, ReminderVia>();
  for (const userId of userIds) {
    const phone = phones.get(userId);
    const email = paper.has(userId) ? undefined : contacts.get(userId)?.find((c) => c.method === 'EMAIL')?.value;
    if (reachable(userId, 'SMS', phone)) found.set(userId, { channel: 'TEXT', to: phone! });
    else if (reachable(userId, 'EMAIL', email)) found.set(userId, { channel: 'EMAIL', to: email! });
    else found.set(userId, { channel: 'PAPER', to: null });
  }
  return found;
}

/** A reminder to send: whose, in which language, about which task and date, with the site's address. */
export interface DueReminder {
  userId: string;
  locale: string;
  task: ReminderTask;
  dueDay: string;
  publicUrl: string;
}

/**
 * A reminder's words in both languages, naming only the task, its date and the screen's link: no
 * SSN, amount, reason or case detail.
 */
function reminderWords(r: DueReminder) {
  const words = (l: string) => {
    const title = reminderTitle(r.task, r.dueDay, l);
    const link = `${r.publicUrl}${TASK_PATHS[r.task]}`;
    return { subject: t(l, 'reminders.subject', { title }), body: t(l, 'reminders.body', { title, link }) };
  };
  return { locale: r.locale === 'es' ? ('es' as const) : ('en-US' as const), en: words('en-US'), es: words('es') };
}

/** The outbox message of a reminder by text or e-mail, in the person's language. */
export function reminderMessage(r: DueReminder, via: { channel: 'TEXT' | 'EMAIL'; to: string }): NewMessage {
  const { locale, en, es } = reminderWords(r);
  return {
    channel: via.channel === 'TEXT' ? 'SMS' : 'EMAIL',
    recipient: via.to,
    userId: r.userId,
    templateKey: `reminder.${r.task}`,
    subject: { en: en.subject, es: es.subject },
    body: { en: en.body, es: es.body },
    locale,
  };
}

/**
 * A reminder on paper, in the person's language: kept in the inbox and queued to the office's
 * print queue (the paper copies staff print and mail).
 */
export async function sendReminderLetter(db: Db, r: DueReminder): Promise<void> {
  const { locale, en, es } = reminderWords(r);
  const kept = await keepCommunication(db, {
    kind: `reminder.${r.task}`,
    userId: r.userId,
    locale,
    ...(locale === 'es' ? es : en),
  });
  await requestPaperCopy(db, r.userId, kept.id, kept.createdAt);
}
