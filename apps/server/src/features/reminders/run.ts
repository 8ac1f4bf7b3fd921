import { and, eq, gte, sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import { clock } from '../../platform/clock';
import { atTimeIn, dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { reminders } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { holidaysOf } from '../appeals/decisions';
import { channelOf, sendReminder } from './deliver';
import { dueMoment, inQuietHours, planReminders } from './schedule';
import {
  pendingAppealWindows,
  pendingDocuments,
  pendingDrafts,
  pendingHearings,
  pendingRenewals,
  type PendingTask,
} from './subjects';

/** Every pending task the portal can remind of, as of `now` in the state's time zone. */
export async function pendingTasks(db: Db, now: Date, timeZone: string, userId?: string): Promise<PendingTask[]> {
  const today = dayIn(now, timeZone);
  const found = await Promise.all([
    pendingRenewals(db, today, userId),
    pendingDocuments(db, today, userId),
    pendingHearings(db, today, userId),
    pendingAppealWindows(db, now, timeZone, userId),
    pendingDrafts(db, now, timeZone, userId),
  ]);
  return found.flat();
}

async function sentToday(db: Db, userId: string, dayStart: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.status, 'SENT'), gte(reminders.sentAt, dayStart)));
  return Number(row?.n ?? 0);
}

/**
 * Sends every reminder that is due now and not sent yet, once: each step is claimed by its unique
 * key (person, task, thing, step) with INSERT … ON CONFLICT DO NOTHING in the sending
 * transaction, so two runs at once (two processes) never both send it. A step waits (unclaimed)
 * while a text would fall in quiet hours or the person reached the day's cap; a thing done
 * (renewal sent) is no longer pending, so its later steps never go. Returns the reminders sent.
 */
export async function runReminders(
  ctx: Pick<AppContext, 'db' | 'config'>,
  cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE,
  /** Only this account's reminders (tests on a test world's own clock). */
  onlyUserId?: string,
): Promise<number> {
  const { db, config } = ctx;
  const now = clock.now();
  const tz = config.timeZone;
  const today = dayIn(now, tz);
  const dayStart = atTimeIn(today, 0, 0, tz);
  const holidays = await holidaysOf(db);
  let sent = 0;
  for (const task of await pendingTasks(db, now, tz, onlyUserId)) {
    const due = planReminders(task.subject, tz, holidays, cfg).filter(
      (p) => p.at <= now && now < dueMoment(p.dueDay, tz, cfg),
    );
    if (due.length === 0) continue;
    const via = await channelOf(db, task.userId);
    if (via.channel === 'TEXT' && inQuietHours(now, tz, cfg)) continue;
    for (const p of due) {
      if ((await sentToday(db, task.userId, dayStart)) >= cfg.capPerPersonPerDay) break;
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(reminders)
          .values({
            userId: task.userId,
            task: p.task,
            subjectId: task.subjectId,
            step: p.step,
            dueDay: p.dueDay,
            dueAt: p.at,
            status: 'SENT',
            channel: via.channel,
            sentAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: reminders.id });
        if (rows.length === 0) return false;
        const messageId = await sendReminder(
          tx,
          { userId: task.userId, locale: task.locale, task: p.task, dueDay: p.dueDay, publicUrl: config.publicUrl },
          via,
        );
        if (messageId) await tx.update(reminders).set({ messageId }).where(eq(reminders.id, rows[0]!.id));
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}
