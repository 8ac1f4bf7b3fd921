import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@portal/contracts/reminders';
import { clock } from '../../platform/clock';
import { atTimeIn, dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { reminders } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { holidaysOf } from '../appeals/decisions';
import { channelsOf, reminderMessage, sendReminderLetter, type ReminderVia } from './deliver';
import { enqueueMessages, type NewMessage } from '../../platform/outbox';
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

/** How many reminders each of these accounts was sent since `dayStart`. */
async function sentTodayOf(db: Db, userIds: string[], dayStart: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: reminders.userId, n: sql<number>`count(*)::int` })
    .from(reminders)
    .where(and(inArray(reminders.userId, userIds), eq(reminders.status, 'SENT'), gte(reminders.sentAt, dayStart)))
    .groupBy(reminders.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Reminders are claimed and sent this many at a time, each batch in one transaction. */
const BATCH = 200;

/**
 * Sends every reminder that is due now and not sent yet, once: each step is claimed by its unique
 * key (person, task, thing, step) with INSERT … ON CONFLICT DO NOTHING in the sending
 * transaction, so two runs at once (two processes) never both send it. A step waits (unclaimed)
 * while a text would fall in quiet hours or the person reached the day's cap; a thing done
 * (renewal sent) is no longer pending, so its later steps never go. Steps go in batches: the
 * channels, the day's counts, the claims and the messages of a batch are a few statements, not a
 * few for each reminder (ADR 0913). Returns the reminders sent.
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
  const waiting = dueNow.flatMap(({ task, steps }) => {
    const due = steps.filter((p) => !claimed.has(stepKey(task.userId, p.task, task.subjectId, p.step)));
    return due.length > 0 ? [{ task, due }] : [];
  });
  const quiet = inQuietHours(now, tz, cfg);
  let sent = 0;
  for (let i = 0; i < waiting.length; i += BATCH) {
    const batch = waiting.slice(i, i + BATCH);
    const userIds = [...new Set(batch.map((w) => w.task.userId))];
    const channels = await channelsOf(db, userIds);
    const counts = await sentTodayOf(db, userIds, dayStart);
    const claims: ReminderClaim[] = [];
    for (const { task, due } of batch) {
      const via = channels.get(task.userId)!;
      if (via.channel === 'TEXT' && quiet) continue;
      for (const p of due) {
        const n = counts.get(task.userId) ?? 0;
        if (n >= cfg.capPerPersonPerDay) break;
        counts.set(task.userId, n + 1);
        const step = {
          userId: task.userId,
          task: p.task,
          subjectId: task.subjectId,
          step: p.step,
          dueDay: p.dueDay,
          dueAt: p.at,
        };
        claims.push({ step, via, locale: task.locale });
      }
    }
    sent += await claimAndSendMany(db, claims, { publicUrl: config.publicUrl, now });
  }
  return sent;
}

/** One reminder step to send: whose, about what, which step, due when. */
export type ReminderStep = Pick<
  typeof reminders.$inferInsert,
  'userId' | 'task' | 'subjectId' | 'step' | 'dueDay' | 'dueAt'
>;

/** A step to claim and send, by this channel, in this language. */
export interface ReminderClaim {
  step: ReminderStep;
  via: ReminderVia;
  locale: string;
}

/**
 * Claims a reminder step by its unique key (INSERT … ON CONFLICT DO NOTHING) and sends it in the
 * same transaction, keeping the message's id on the reminder (for its delivery receipt, ADR 0912):
 * false when another run already claimed it. Used by the channel fallback.
 */
export async function claimAndSend(
  db: Db,
  step: ReminderStep,
  via: ReminderVia,
  o: { locale: string; publicUrl: string; now: Date },
): Promise<boolean> {
  return (await claimAndSendMany(db, [{ step, via, locale: o.locale }], o)) === 1;
}

/**
 * `claimAndSend` for many steps in one transaction: one statement claims them all, one queues
 * their texts and e-mails, one keeps each message's id on its reminder (letters are written one
 * by one: each is a PDF). Steps another run claimed first are left out. Returns how many it sent.
 */
export async function claimAndSendMany(
  db: Db,
  claims: readonly ReminderClaim[],
  o: { publicUrl: string; now: Date },
): Promise<number> {
  if (claims.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(reminders)
      .values(claims.map((c) => ({ ...c.step, status: 'SENT' as const, channel: c.via.channel, sentAt: o.now })))
      .onConflictDoNothing()
      .returning({
        id: reminders.id,
        userId: reminders.userId,
        task: reminders.task,
        subjectId: reminders.subjectId,
        step: reminders.step,
      });
    const byKey = new Map(claims.map((c) => [stepKey(c.step.userId, c.step.task, c.step.subjectId, c.step.step), c]));
    const queued: { reminderId: string; message: NewMessage }[] = [];
    for (const row of rows) {
      const { step, via, locale } = byKey.get(stepKey(row.userId, row.task, row.subjectId, row.step))!;
      const due = { userId: step.userId, locale, task: step.task, dueDay: step.dueDay, publicUrl: o.publicUrl };
      if (via.channel === 'PAPER') await sendReminderLetter(tx, due);
      else queued.push({ reminderId: row.id, message: reminderMessage(due, { channel: via.channel, to: via.to! }) });
    }
    const ids = await enqueueMessages(
      tx,
      queued.map((q) => q.message),
    );
    if (ids.length > 0) {
      const pairs = sql.join(
        ids.map((id, i) => sql`(${queued[i]!.reminderId}::uuid, ${id}::uuid)`),
        sql`, `,
      );
      await tx.execute(
        sql`UPDATE ${reminders} SET message_id = v.message_id FROM (VALUES ${pairs}) AS v(id, message_id) WHERE ${reminders.id} = v.id`,
      );
    }
    return rows.length;
  });
}
