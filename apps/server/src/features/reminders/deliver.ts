import { pathTo, ROUTES } from '@portal/contracts/routes';
import type { ReminderTask } from '@portal/contracts/reminders';
import type { Db } from '../../platform/db';
import { enqueueMessage } from '../../platform/outbox';
import { t } from '../../platform/i18n';
import { contactsOf } from '../communications/contacts';
import { onPaper } from '../communications/enotices';
import { keepCommunication } from '../communications/inbox';
import { requestPaperCopy } from '../communications/mail';
import { textNumberOf } from '../messaging/texts';
import { isUnreachable } from '../delivery/unreachable';

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
export async function channelOf(
  db: Db,
  userId: string,
  after?: ReminderChannel,
): Promise<{ channel: ReminderChannel; to: string | null }> {
  const phone = after ? null : await textNumberOf(db, userId);
  if (phone && !(await isUnreachable(db, userId, 'SMS', phone))) return { channel: 'TEXT', to: phone };
  if (after !== 'EMAIL' && after !== 'PAPER' && !(await onPaper(db, userId))) {
    const email = (await contactsOf(db, userId)).find((c) => c.method === 'EMAIL');
    if (email && !(await isUnreachable(db, userId, 'EMAIL', email.value))) return { channel: 'EMAIL', to: email.value };
  }
  return { channel: 'PAPER', to: null };
}

/**
 * Sends one reminder, in the person's language, naming only the task, its date and the screen's
 * link: no SSN, amount, reason or case detail. A paper letter is kept in the inbox and queued to
 * the office's print queue (the paper copies staff print and mail). Returns the outbox message's id
 * (null for a letter).
 */
export async function sendReminder(
  db: Db,
  r: { userId: string; locale: string; task: ReminderTask; dueDay: string; publicUrl: string },
  via: { channel: ReminderChannel; to: string | null },
): Promise<string | null> {
  const locale = r.locale === 'es' ? 'es' : 'en-US';
  const text = (l: string) => {
    const title = reminderTitle(r.task, r.dueDay, l);
    const link = `${r.publicUrl}${TASK_PATHS[r.task]}`;
    return { subject: t(l, 'reminders.subject', { title }), body: t(l, 'reminders.body', { title, link }) };
  };
  const en = text('en-US');
  const es = text('es');
  if (via.channel === 'PAPER') {
    const mine = locale === 'es' ? es : en;
    const kept = await keepCommunication(db, { kind: `reminder.${r.task}`, userId: r.userId, locale, ...mine });
    await requestPaperCopy(db, r.userId, kept.id, kept.createdAt);
    return null;
  }
  return enqueueMessage(db, {
    channel: via.channel === 'TEXT' ? 'SMS' : 'EMAIL',
    recipient: via.to!,
    userId: r.userId,
    templateKey: `reminder.${r.task}`,
    subject: { en: en.subject, es: es.subject },
    body: { en: en.body, es: es.body },
    locale,
  });
}
