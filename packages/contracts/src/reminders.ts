/**
 * Reminders before something is missed: the schedule, as configuration with defaults (zod-free,
 * so staff pages and docs can show it). Offsets count calendar days before (negative) or after
 * the task's anchor; the server's scheduler (apps/server/src/features/reminders) turns them into
 * moments in the state's time.
 */

/** The things a resident can miss, each with the screen that does it. */
export const REMINDER_TASKS = [
  'RENEWAL',
  'DOCUMENTS',
  'APPEAL_WINDOW',
  'HEARING',
  'CHANGE_REPORT',
  'APPLICATION_DRAFT',
] as const;
export type ReminderTask = (typeof REMINDER_TASKS)[number];

/** What a step of the schedule counts from. */
export type ReminderAnchor =
  /** Renewal: the first day of the month the certification ends (online renewal opens). */
  | 'RENEWAL_OPENS'
  /** Renewal: the due date (the certification's last day, 4:59 p.m. state time). */
  | 'DUE'
  /** Appeals: the last day to appeal, counted in business days as the appeals feature does. */
  | 'APPEAL_LAST_DAY'
  /** Hearings: the hearing's day. */
  | 'HEARING_DAY'
  /** Change reports: the 5th of the month after the change was started. */
  | 'FIFTH_OF_MONTH'
  /** Drafts: the day the draft was last saved. */
  | 'LAST_SAVED'
  /** Drafts: the day the draft is deleted (DRAFT_LIFETIME_DAYS after it was started). */
  | 'DELETION';

export interface ReminderStep {
  /** Unique within its task: part of the never-twice key (person, task, thing, step). */
  key: string;
  anchor: ReminderAnchor;
  /** Calendar days from the anchor (negative: before). */
  days: number;
  /** State-time hour and minute the reminder is sent. */
  hour: number;
  minute: number;
}

/**
 * The days the schedule counts from are the records' own: a document request's due date (set
 * when it was asked for) and a draft's deletion day (DRAFT_LIFETIME_DAYS after it was started,
 * as the purge job counts).
 */
export interface ReminderSchedule {
  /** No text messages from quietStartHour to quietEndHour (state time); deferred to quietEndHour. */
  quietStartHour: number;
  quietEndHour: number;
  /** At most this many reminders to one person on one (state) day; the rest wait a day. */
  capPerPersonPerDay: number;
  /** The due time of a due date, state time (4:59 p.m.). */
  dueHour: number;
  dueMinute: number;
  steps: Record<ReminderTask, readonly ReminderStep[]>;
}

const morning = { hour: 9, minute: 0 } as const;

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  quietStartHour: 20,
  quietEndHour: 8,
  capPerPersonPerDay: 3,
  dueHour: 16,
  dueMinute: 59,
  steps: {
    RENEWAL: [
      { key: 'opens', anchor: 'RENEWAL_OPENS', days: 0, ...morning },
      { key: 'due-14', anchor: 'DUE', days: -14, ...morning },
      { key: 'due-3', anchor: 'DUE', days: -3, ...morning },
      { key: 'due-0', anchor: 'DUE', days: 0, hour: 8, minute: 0 },
    ],
    DOCUMENTS: [
      { key: 'due-10', anchor: 'DUE', days: -10, ...morning },
      { key: 'due-3', anchor: 'DUE', days: -3, ...morning },
    ],
    APPEAL_WINDOW: [
      { key: 'last-30', anchor: 'APPEAL_LAST_DAY', days: -30, ...morning },
      { key: 'last-7', anchor: 'APPEAL_LAST_DAY', days: -7, ...morning },
    ],
    HEARING: [
      { key: 'hearing-3', anchor: 'HEARING_DAY', days: -3, ...morning },
      { key: 'hearing-1', anchor: 'HEARING_DAY', days: -1, ...morning },
    ],
    CHANGE_REPORT: [{ key: 'fifth', anchor: 'FIFTH_OF_MONTH', days: 0, ...morning }],
    APPLICATION_DRAFT: [
      { key: 'saved+1', anchor: 'LAST_SAVED', days: 1, ...morning },
      { key: 'saved+7', anchor: 'LAST_SAVED', days: 7, ...morning },
      { key: 'deletion-3', anchor: 'DELETION', days: -3, ...morning },
    ],
  },
};
