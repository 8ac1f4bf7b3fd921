import {
  DEFAULT_REMINDER_SCHEDULE,
  type ReminderAnchor,
  type ReminderSchedule,
  type ReminderTask,
} from '@portal/contracts/reminders';
import { DRAFT_LIFETIME_DAYS } from '@portal/contracts/applications-api';
import { addDays, addMonths, atTimeIn, dayIn, isoDay } from '../../platform/dates';
import { lastDayToAppeal } from '../appeals/decisions';

/** A thing the person may miss, with the day(s) its schedule counts from (YYYY-MM-DD, state days). */
export type ReminderSubject =
  | { task: 'RENEWAL'; certificationEnd: string }
  | { task: 'DOCUMENTS'; dueOn: string }
  | { task: 'APPEAL_WINDOW'; decisionDay: string }
  | { task: 'HEARING'; hearingDay: string }
  | { task: 'CHANGE_REPORT'; startedOn: string }
  | { task: 'APPLICATION_DRAFT'; startedOn: string; lastSavedOn: string };

export interface PlannedReminder {
  task: ReminderTask;
  step: string;
  /** The moment it is due (state time turned into an instant). */
  at: Date;
  /** The day the thing must be done by (YYYY-MM-DD), named in the message and on the dashboard. */
  dueDay: string;
}

const day = (d: string, n: number): string => isoDay(addDays(new Date(`${d}T00:00:00Z`), n));
const firstOfMonth = (d: string): string => `${d.slice(0, 7)}-01`;
const fifthOfNextMonth = (d: string): string =>
  `${isoDay(addMonths(new Date(`${firstOfMonth(d)}T00:00:00Z`), 1)).slice(0, 7)}-05`;

/** The day each anchor of a subject stands for, and the day the thing is due. */
function anchorsOf(
  s: ReminderSubject,
  holidays: ReadonlySet<string>,
): { due: string; anchors: Partial<Record<ReminderAnchor, string>> } {
  switch (s.task) {
    case 'RENEWAL':
      return {
        due: s.certificationEnd,
        anchors: { RENEWAL_OPENS: firstOfMonth(s.certificationEnd), DUE: s.certificationEnd },
      };
    case 'DOCUMENTS':
      return { due: s.dueOn, anchors: { DUE: s.dueOn } };
    case 'APPEAL_WINDOW': {
      const last = lastDayToAppeal(s.decisionDay, holidays);
      return { due: last, anchors: { APPEAL_LAST_DAY: last } };
    }
    case 'HEARING':
      return { due: s.hearingDay, anchors: { HEARING_DAY: s.hearingDay } };
    case 'CHANGE_REPORT': {
      // A change is reported by the 10th of the month after it happened; the reminder goes on the 5th.
      const fifth = fifthOfNextMonth(s.startedOn);
      return { due: `${fifth.slice(0, 8)}10`, anchors: { FIFTH_OF_MONTH: fifth } };
    }
    case 'APPLICATION_DRAFT': {
      const deletion = day(s.startedOn, DRAFT_LIFETIME_DAYS);
      return { due: deletion, anchors: { LAST_SAVED: s.lastSavedOn, DELETION: deletion } };
    }
  }
}

/** Every reminder of a subject's schedule, in time order. */
export function planReminders(
  subject: ReminderSubject,
  timeZone: string,
  holidays: ReadonlySet<string>,
  cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE,
): PlannedReminder[] {
  const { due, anchors } = anchorsOf(subject, holidays);
  return cfg.steps[subject.task]
    .flatMap((step) => {
      const anchor = anchors[step.anchor];
      if (!anchor) return [];
      const at = atTimeIn(day(anchor, step.days), step.hour, step.minute, timeZone);
      return [{ task: subject.task, step: step.key, at, dueDay: due }];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The moment a due date ends: 4:59 p.m. state time on `dueDay`. */
export function dueMoment(dueDay: string, timeZone: string, cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE): Date {
  return atTimeIn(dueDay, cfg.dueHour, cfg.dueMinute, timeZone);
}

/** True when `at` falls in text-message quiet hours (state time). */
export function inQuietHours(at: Date, timeZone: string, cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE): boolean {
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));
  return hour >= cfg.quietStartHour || hour < cfg.quietEndHour;
}

/** The first moment at or after `at` a text may be sent: quiet hours move it to the next 8 a.m. */
export function textSendTime(at: Date, timeZone: string, cfg: ReminderSchedule = DEFAULT_REMINDER_SCHEDULE): Date {
  if (!inQuietHours(at, timeZone, cfg)) return at;
  const today = dayIn(at, timeZone);
  const morningToday = atTimeIn(today, cfg.quietEndHour, 0, timeZone);
  return at < morningToday ? morningToday : atTimeIn(day(today, 1), cfg.quietEndHour, 0, timeZone);
}
