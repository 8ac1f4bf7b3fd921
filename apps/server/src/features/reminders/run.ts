import { and, eq, gte, inArray, sql } from 'drizzle-orm';
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

const stepKey = (userId: string, task: string, subjectId: string, step: string) =>
  `${userId}|${task}|${subjectId}|${step}`;

/** The steps these accounts already claimed of things due today or later ("user|task|thing|step"). */
async function claimedSteps(db: Db, today: string, userIds: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .select({ userId: reminders.userId, task: reminders.task, subjectId: reminders.subjectId, step: reminders.step })
      .from(reminders)
      .where(and(inArray(reminders.userId, userIds.slice(i, i + 1000)), gte(reminders.dueDay, today)));
    for (const r of rows) keys.add(stepKey(r.userId, r.task, r.subjectId, r.step));
  }
  return keys;
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
  const dueNow = (await pendingTasks(db, now, tz, onlyUserId)).flatMap((task) => {
    const due = planReminders(task.subject, tz, holidays, cfg).filter(
      (p) => p.at <= now && now < dueMoment(p.dueDay, tz, cfg),
    );
    return due.length > 0 ? [{ task, steps: due }] : [];
  });
  // Steps already sent are left out before anything else is asked about them: without this,
  // every run tried every past step of every pending task again (its channel, the day's count,
  // a claim that found the key taken), and the run grew with all that was ever sent.
  const claimed = await claimedSteps(db, today, [...new Set(dueNow.map((d) => d.task.userId))]);
  for (const { task, steps } of dueNow) {
    const due = steps.filter((p) => !claimed.has(stepKey(task.userId, p.task, task.subjectId, p.step)));
    if (due.length === 0) continue;
    const via = await channelOf(db, task.userId);
    if (via.channel === 'TEXT' && inQuietHours(now, tz, cfg)) continue;
    for (const p of due) {
      if ((await sentToday(db, task.userId, dayStart)) >= cfg.capPerPersonPerDay) break;
      const step = {
        userId: task.userId,
        task: p.task,
        subjectId: task.subjectId,
        step: p.step,
        dueDay: p.dueDay,
        dueAt: p.at,
      };
      const claimed = await claimAndSend(db, step, via, { locale: task.locale, publicUrl: config.publicUrl, now });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/** One reminder step to send: whose, about what, which step, due when. */
export type ReminderStep = Pick<
  typeof reminders.$inferInsert,
  'userId' | 'task' | 'subjectId' | 'step' | 'dueDay' | 'dueAt'
>;

/**
 * Claims a reminder step by its unique key (INSERT … ON CONFLICT DO NOTHING) and sends it in the
 * same transaction, keeping the message's id on the reminder (for its delivery receipt, ADR 0912):
 * false when another run already claimed it. Used by the schedule and by the channel fallback.
 */
export async function claimAndSend(
  db: Db,
  step: ReminderStep,
  via: Awaited<ReturnType<typeof channelOf>>,
  o: { locale: string; publicUrl: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(reminders)
      .values({ ...step, status: 'SENT', channel: via.channel, sentAt: o.now })
      .onConflictDoNothing()
      .returning({ id: reminders.id });
    if (rows.length === 0) return false;
    const messageId = await sendReminder(
      tx,
      { userId: step.userId, locale: o.locale, task: step.task, dueDay: step.dueDay, publicUrl: o.publicUrl },
      via,
    );
    if (messageId) await tx.update(reminders).set({ messageId }).where(eq(reminders.id, rows[0]!.id));
    return true;
  });
}
