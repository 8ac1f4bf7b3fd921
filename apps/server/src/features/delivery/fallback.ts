import { and, eq, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import { outboxMessages, reminders, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { channelOf, type ReminderChannel } from '../reminders/deliver';
import { claimAndSend, pendingTasks } from '../reminders/run';
import { dueMoment } from '../reminders/schedule';

/** A fallback's step: the first step's name and the channel it goes by ("due7@EMAIL"). */
export function fallbackStep(step: string, channel: ReminderChannel): string {
  return `${step.split('@')[0]}@${channel}`;
}

/**
 * Sends again, by the next channel (text, then e-mail, then a letter in the office's print queue),
 * each reminder whose message failed — a bounce, an undeliverable text, or the outbox giving up —
 * while its task is still pending and before its deadline (ADR 0912). Each fallback is a reminder
 * row of its own (step "<step>@<channel>") claimed with INSERT … ON CONFLICT DO NOTHING in the
 * transaction that sends it, so retries and two runners at once send it once. Returns how many went.
 */
export async function runFallbacks(
  ctx: Pick<AppContext, 'db' | 'config'>,
  cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE,
  onlyUserId?: string,
): Promise<number> {
  const { db, config } = ctx;
  const now = clock.now();
  const tz = config.timeZone;
  // A failed reminder already sent again by a later channel is done: it is neither tried again
  // (a claim every run until its deadline) nor sent once more by a channel taken up since.
  const later = alias(reminders, 'later');
  const fellBack = db
    .select({ one: sql`1` })
    .from(later)
    .where(
      and(
        eq(later.userId, reminders.userId),
        eq(later.task, reminders.task),
        eq(later.subjectId, reminders.subjectId),
        sql`${later.step} = split_part(${reminders.step}, '@', 1) || '@' || ${later.channel}`,
        sql`(${reminders.channel} = 'TEXT' AND ${later.channel} IN ('EMAIL', 'PAPER')
             OR ${reminders.channel} = 'EMAIL' AND ${later.channel} = 'PAPER')`,
      ),
    );
  const failed = await db
    .select({ r: reminders, locale: users.locale })
    .from(reminders)
    .innerJoin(outboxMessages, eq(outboxMessages.id, reminders.messageId))
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(
      and(
        eq(reminders.status, 'SENT'),
        inArray(reminders.channel, ['TEXT', 'EMAIL']),
        or(eq(outboxMessages.delivery, 'FAILED'), eq(outboxMessages.status, 'FAILED')),
        gte(reminders.dueDay, dayIn(now, tz)),
        notExists(fellBack),
        onlyUserId ? eq(reminders.userId, onlyUserId) : undefined,
      ),
    );
  const stillPending = new Map<string, Set<string>>();
  let sent = 0;
  for (const { r, locale } of failed) {
    if (now >= dueMoment(r.dueDay, tz, cfg)) continue;
    let pending = stillPending.get(r.userId);
    if (!pending) {
      pending = new Set((await pendingTasks(db, now, tz, r.userId)).map((p) => `${p.subject.task}|${p.subjectId}`));
      stillPending.set(r.userId, pending);
    }
    if (!pending.has(`${r.task}|${r.subjectId}`)) continue;
    const via = await channelOf(db, r.userId, r.channel!);
    const { userId, task, subjectId, dueDay, dueAt } = r;
    const step = { userId, task, subjectId, step: fallbackStep(r.step, via.channel), dueDay, dueAt };
    if (await claimAndSend(db, step, via, { locale, publicUrl: config.publicUrl, now })) sent++;
  }
  return sent;
}
