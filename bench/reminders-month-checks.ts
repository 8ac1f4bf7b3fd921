/**
 * The checks of bench/reminders-month.ts. What should have been sent is computed here from the
 * schedule's configuration and the rows the bench wrote (read back from the database), without
 * the scheduler's own planning code; what was sent is read from `reminders`, the outbox and the
 * inbox's letters. Each figure that must hold is a check; the failed ones are listed.
 */
import { sql } from 'drizzle-orm';
import { APPEAL_DAYS } from '@portal/contracts/appeals-api';
import { DRAFT_LIFETIME_DAYS } from '@portal/contracts/applications-api';
import type { ReminderAnchor, ReminderSchedule, ReminderTask } from '@portal/contracts/reminders';
import { holidaysOf } from '@portal/server/features/appeals/decisions';
import { addDays, atTimeIn, businessDayFrom, dayIn, isoDay } from '@portal/server/platform/dates';
import { rowsOf, type Db } from '@portal/server/platform/db/index';
import type { DraftSpec } from './reminders-month-data';
import { START_DAY, TZ } from './reminders-month-data';

const MINUTE = 60_000;
const plus = (d: string, n: number) => isoDay(addDays(new Date(`${d}T00:00:00Z`), n));
const hourOf = (at: Date) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone: TZ, hour: 'numeric', hourCycle: 'h23' }).format(at));

interface Planned {
  key: string;
  userId: string;
  task: ReminderTask;
  at: Date;
  /** The moment the thing is due (its day at the configured due time). */
  deadline: Date;
  /** The renewal was sent before this step's time: it must not go. */
  cancelled: boolean;
}

interface Sent {
  user_id: string;
  task: ReminderTask;
  subject_id: string;
  step: string;
  channel: 'TEXT' | 'EMAIL' | 'PAPER';
  sent_at: Date;
  due_day: string;
  status: string | null;
  delivery: string | null;
  delivery_at: Date | null;
  left_at: Date | null;
}

const keyOf = (userId: string, task: string, subjectId: string, step: string) =>
  `${userId}|${task}|${subjectId}|${step.split('@')[0]}`;

/** Every step of the schedule for the bench's records, from the configuration alone. */
async function planned(db: Db, cfg: ReminderSchedule, drafts: DraftSpec[]): Promise<Planned[]> {
  const out: Planned[] = [];
  const add = (
    task: ReminderTask,
    userId: string,
    subjectId: string,
    due: string,
    anchors: Partial<Record<ReminderAnchor, string>>,
    renewedAt?: Date | null,
  ) => {
    for (const step of cfg.steps[task]) {
      const anchor = anchors[step.anchor];
      if (!anchor) continue;
      const at = atTimeIn(plus(anchor, step.days), step.hour, step.minute, TZ);
      const deadline = atTimeIn(due, cfg.dueHour, cfg.dueMinute, TZ);
      if (at >= deadline || at < atTimeIn(START_DAY, 0, 0, TZ)) continue;
      const cancelled = Boolean(renewedAt && renewedAt <= at);
      out.push({ key: keyOf(userId, task, subjectId, step.key), userId, task, at, deadline, cancelled });
    }
  };
  const renewals = await rowsOf<{ case_id: string; user_id: string; end: string; renewed_at: Date | null }>(
    db,
    sql`SELECT c.id AS case_id, u.id AS user_id, c.certification_end_on::text AS end,
               (SELECT min(submitted_at) FROM case_changes ch WHERE ch.case_id = c.id AND ch.kind = 'RECERT'
                  AND ch.certification_end_on = c.certification_end_on) AS renewed_at
        FROM cases c JOIN users u ON u.linked_person_id = c.primary_person_id WHERE c.reference LIKE 'BR%'`,
  );
  for (const r of renewals) {
    const opens = `${r.end.slice(0, 7)}-01`;
    const renewedAt = r.renewed_at ? new Date(r.renewed_at) : null;
    add('RENEWAL', r.user_id, `${r.case_id}:${r.end}`, r.end, { RENEWAL_OPENS: opens, DUE: r.end }, renewedAt);
  }
  const docs = await rowsOf<{ case_id: string; user_id: string; due: string }>(
    db,
    sql`SELECT DISTINCT v.case_id, u.id AS user_id, v.due_on::text AS due
        FROM verification_items v JOIN cases c ON c.id = v.case_id
        JOIN users u ON u.linked_person_id = c.primary_person_id WHERE c.reference LIKE 'BR%'`,
  );
  for (const d of docs) add('DOCUMENTS', d.user_id, `${d.case_id}:${d.due}`, d.due, { DUE: d.due });
  // Appeal windows: the last day is APPEAL_DAYS after the decision, moved to the next business day
  // (the platform's business-day rule, not the scheduler's lastDayToAppeal).
  const holidays = await holidaysOf(db);
  const denials = await rowsOf<{ program_id: string; user_id: string; decided_at: Date | string }>(
    db,
    sql`SELECT p.id AS program_id, a.user_id, p.decided_at FROM application_programs p
        JOIN applications a ON a.id = p.application_id WHERE a.reference LIKE 'BA%' AND p.status = 'DENIED'`,
  );
  for (const d of denials) {
    const last = businessDayFrom(plus(dayIn(new Date(d.decided_at), TZ), APPEAL_DAYS), holidays);
    add('APPEAL_WINDOW', d.user_id, d.program_id, last, { APPEAL_LAST_DAY: last });
  }
  const hearings = await rowsOf<{ id: string; user_id: string; day: string }>(
    db,
    sql`SELECT id, user_id, hearing_date::text AS day FROM appeals WHERE reference LIKE 'BH%' AND status = 'SCHEDULED'`,
  );
  for (const h of hearings) add('HEARING', h.user_id, `${h.id}:${h.day}`, h.day, { HEARING_DAY: h.day });
  for (const d of drafts) {
    const started = dayIn(d.createdAt, TZ);
    if (d.caseId) {
      const next = isoDay(addDays(new Date(`${started.slice(0, 7)}-28T00:00:00Z`), 7)).slice(0, 7);
      add('CHANGE_REPORT', d.userId, d.id, `${next}-10`, { FIFTH_OF_MONTH: `${next}-05` });
    } else {
      const deletion = plus(started, DRAFT_LIFETIME_DAYS);
      add('APPLICATION_DRAFT', d.userId, d.id, deletion, { LAST_SAVED: started, DELETION: deletion });
    }
  }
  return out;
}

/** When a text due at `at` may go: quiet hours move it to their end (state time). */
function textTime(at: Date, cfg: ReminderSchedule): Date {
  const h = hourOf(at);
  if (h < cfg.quietStartHour && h >= cfg.quietEndHour) return at;
  const today = dayIn(at, TZ);
  return atTimeIn(h < cfg.quietEndHour ? today : plus(today, 1), cfg.quietEndHour, 0, TZ);
}

export async function checkMonth(
  db: Db,
  o: { cfg: ReminderSchedule; cases: number; drafts: DraftSpec[]; end: Date },
): Promise<{ figures: Record<string, unknown>; lines: string[]; failed: string[]; reminderRows: number }> {
  const { cfg } = o;
  const plan = await planned(db, cfg, o.drafts);
  // Steps whose time (a text's, moved out of quiet hours) falls in the last 12 hours are left out
  // of the comparison: the window may end before they go.
  const horizon = new Date(o.end.getTime() - 12 * 60 * MINUTE);
  const byKey = new Map(plan.map((p) => [p.key, p]));
  const expected = plan.filter((p) => !p.cancelled && textTime(p.at, cfg) < horizon);

  const rows = (
    await rowsOf<Sent>(
      db,
      sql`SELECT r.user_id, r.task, r.subject_id, r.step, r.channel, r.sent_at, r.due_day::text AS due_day,
                 m.status, m.delivery, m.delivery_at,
                 CASE WHEN r.channel = 'PAPER' THEN l.at ELSE m.sent_at END AS left_at
          FROM reminders r
          LEFT JOIN outbox_messages m ON m.id = r.message_id
          LEFT JOIN LATERAL (SELECT min(cm.created_at) AS at FROM communications cm
                             WHERE cm.user_id = r.user_id AND cm.kind = 'reminder.' || r.task
                               AND cm.created_at >= r.sent_at AND cm.mail_requested_at IS NOT NULL) l
            ON r.channel = 'PAPER'`,
    )
  ).map((r) => ({
    ...r,
    sent_at: new Date(r.sent_at),
    delivery_at: r.delivery_at ? new Date(r.delivery_at) : null,
    left_at: r.left_at ? new Date(r.left_at) : null,
  }));
  const ok = (r: Sent) =>
    r.left_at !== null && (r.channel === 'PAPER' || (r.status === 'SENT' && r.delivery !== 'FAILED'));
  const failedSend = (r: Sent) => r.channel !== 'PAPER' && (r.delivery === 'FAILED' || r.status === 'FAILED');

  const sentByKey = new Map<string, Sent[]>();
  for (const r of rows) {
    const k = keyOf(r.user_id, r.task, r.subject_id, r.step);
    sentByKey.set(k, [...(sentByKey.get(k) ?? []), r]);
  }
  const delivered = (k: string) => (sentByKey.get(k) ?? []).filter(ok);
  const missed = expected.filter((p) => delivered(p.key).length === 0);
  const duplicates = [...sentByKey.keys()].filter((k) => delivered(k).length > 1);
  const unexpected = [...sentByKey.keys()].filter((k) => !byKey.has(k));
  const afterRenewal = rows.filter((r) => {
    const p = byKey.get(keyOf(r.user_id, r.task, r.subject_id, r.step));
    return p?.cancelled && r.sent_at >= p.at;
  });

  // Lateness of each first send, from its time (a text's moved out of quiet hours) to leaving the portal.
  let maxLateMs = 0;
  let early = 0;
  let quiet = 0;
  for (const r of rows) {
    if (r.channel === 'TEXT' && r.left_at && hourOf(r.left_at) >= cfg.quietStartHour) quiet++;
    if (r.channel === 'TEXT' && r.left_at && hourOf(r.left_at) < cfg.quietEndHour) quiet++;
    const p = byKey.get(keyOf(r.user_id, r.task, r.subject_id, r.step));
    if (r.step.includes('@') || !p || !r.left_at) continue;
    const due = r.channel === 'TEXT' ? textTime(p.at, cfg) : p.at;
    const late = r.left_at.getTime() - due.getTime();
    if (late < 0) early++;
    maxLateMs = Math.max(maxLateMs, late);
  }

  // Fallbacks: each failed send of a task still pending before its deadline went by the next channel in time.
  const failures = rows.filter(failedSend);
  let fallbackNeeded = 0;
  let fallbackInTime = 0;
  let maxFallbackMs = 0;
  for (const f of failures) {
    const p = byKey.get(keyOf(f.user_id, f.task, f.subject_id, f.step));
    const failedAt = f.delivery_at ?? f.left_at ?? f.sent_at;
    if (!p || failedAt >= p.deadline || (p.cancelled && failedAt >= p.at)) continue;
    fallbackNeeded++;
    const next = (sentByKey.get(p.key) ?? []).filter((r) => r.step.includes('@') && r.sent_at >= f.sent_at && ok(r));
    const first = next.sort((a, b) => a.left_at!.getTime() - b.left_at!.getTime())[0];
    if (first && first.left_at! < p.deadline) fallbackInTime++;
    if (first) maxFallbackMs = Math.max(maxFallbackMs, first.left_at!.getTime() - failedAt.getTime());
  }

  const perDay = new Map<string, number>();
  for (const p of expected) {
    const k = `${p.userId}|${dayIn(p.at, TZ)}`;
    perDay.set(k, (perDay.get(k) ?? 0) + 1);
  }
  const count = (pick: (r: Sent) => boolean) => rows.filter(pick).length;
  const figures = {
    expected: expected.length,
    sent: expected.length - missed.length,
    byTask: Object.fromEntries(
      [...new Set(expected.map((p) => p.task))].map((t) => [t, expected.filter((p) => p.task === t).length]),
    ),
    reminderRows: rows.length,
    firstSends: {
      text: count((r) => !r.step.includes('@') && r.channel === 'TEXT'),
      email: count((r) => !r.step.includes('@') && r.channel === 'EMAIL'),
      paper: count((r) => !r.step.includes('@') && r.channel === 'PAPER'),
    },
    failedSends: failures.length,
    fallbacks: {
      needed: fallbackNeeded,
      inTime: fallbackInTime,
      email: count((r) => r.step.endsWith('@EMAIL')),
      paper: count((r) => r.step.endsWith('@PAPER')),
      maxMinutesAfterFailure: Math.round((maxFallbackMs / MINUTE) * 10) / 10,
    },
    duplicates: duplicates.length,
    missed: missed.length,
    unexpected: unexpected.length,
    textsInQuietHours: quiet,
    sentEarly: early,
    maxLatenessMinutes: Math.round((maxLateMs / MINUTE) * 10) / 10,
    afterRenewal: afterRenewal.length,
    mostDueToOnePersonOnOneDay: Math.max(0, ...perDay.values()),
  };
  const checks: [string, boolean][] = [
    ['reminders expected = sent', missed.length === 0],
    ['duplicates = 0', duplicates.length === 0],
    ['unexpected reminders = 0', unexpected.length === 0],
    ['texts in quiet hours = 0', quiet === 0],
    ['sent before their time = 0', early === 0],
    ['max lateness <= 5 minutes', maxLateMs <= 5 * MINUTE],
    ['reminders after a renewal was sent = 0', afterRenewal.length === 0],
    ['fallbacks before the deadline: all', fallbackInTime === fallbackNeeded],
  ];
  const lines = [
    `expected ${figures.expected} reminders, sent ${figures.sent} (missed ${figures.missed}, unexpected ${figures.unexpected})`,
    `duplicates ${figures.duplicates}; texts in quiet hours ${quiet}; early ${early}; max lateness ${figures.maxLatenessMinutes} min`,
    `after a renewal ${afterRenewal.length}; failed sends ${failures.length}; fallbacks in time ${fallbackInTime}/${fallbackNeeded}`,
    ...missed.slice(0, 5).map((p) => `  missed: ${p.key} at ${p.at.toISOString()}`),
    ...duplicates.slice(0, 5).map((k) => `  duplicate: ${k}`),
    ...unexpected.slice(0, 5).map((k) => `  unexpected: ${k}`),
    ...checks.map(([name, pass]) => `${pass ? 'ok  ' : 'FAIL'} ${name}`),
  ];
  return { figures, lines, failed: checks.filter(([, pass]) => !pass).map(([n]) => n), reminderRows: rows.length };
}
