import { tz, TZDate } from '@date-fns/tz';
import {
  add,
  addDays as fnsAddDays,
  addMonths as fnsAddMonths,
  formatISO,
  hoursToMilliseconds,
  type Duration,
} from 'date-fns';
import { SUBMITTED_LIST_MONTHS } from '@portal/contracts';

export type { Duration };

/**
 * Calendar arithmetic for the whole server, through date-fns. Days and months are counted on
 * the UTC calendar, so a result never depends on the zone the server process runs in (a day is
 * always 24 hours, as the rules were written). Rules that need the state's own calendar will
 * take `config.timeZone` (STATE_TIME_ZONE).
 */
const UTC = tz('UTC');

/** date-fns returns its zoned date type; callers and the database driver get a plain Date. */
const plain = (d: Date): Date => new Date(d.getTime());

export function addDays(date: Date, days: number): Date {
  return plain(fnsAddDays(date, days, { in: UTC }));
}

export function subDays(date: Date, days: number): Date {
  return addDays(date, -days);
}

export function addMonths(date: Date, months: number): Date {
  return plain(fnsAddMonths(date, months, { in: UTC }));
}

export function subMonths(date: Date, months: number): Date {
  return addMonths(date, -months);
}

/** `date` moved on by a duration such as `{ hours: 1 }` or `{ days: 31 }`. */
export function later(date: Date, by: Duration): Date {
  return plain(add(date, by, { in: UTC }));
}

/** Milliseconds in a duration counted from `from` (what timers and `clock.advance` take). */
export function durationMs(by: Duration, from: Date): number {
  return later(from, by).getTime() - from.getTime();
}

/**
 * "The last six months" of the spec (part 1 §9: submitted applications, the applications
 * documents can be given for, the dashboard): calendar months back. The one definition every
 * such list uses.
 */
export function sixMonthsBefore(date: Date): Date {
  return subMonths(date, SUBMITTED_LIST_MONTHS);
}

/** A fixed span of hours in milliseconds (rate-limit windows and similar sliding spans). */
export function hoursMs(hours: number): number {
  return hoursToMilliseconds(hours);
}

/** The calendar day (YYYY-MM-DD, UTC) of a moment. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) of a moment in a time zone: the state's "today". */
export function dayIn(date: Date, timeZone: string): string {
  return formatISO(date, { in: tz(timeZone), representation: 'date' });
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD), never below 0: a work item's age. */
export function daysSince(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
}

/**
 * A certification period of `months` that starts on the first of the month of `day` (YYYY-MM-DD)
 * and ends on the last day of its last month: from 2026-11-26 for 12 months, 2026-11-01 to
 * 2027-10-31.
 */
export function certificationPeriod(day: string, months: number): { start: string; end: string } {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  return { start: isoDay(first), end: isoDay(subDays(addMonths(first, months), 1)) };
}

/** atTimeIn's answers: the reminder job asks for the same few days and hours of every task each run. */
const moments = new Map<string, number>();

/** The moment a clock in `timeZone` shows `hour:minute` on `day` (YYYY-MM-DD): a deadline in the state's time. */
export function atTimeIn(day: string, hour: number, minute: number, timeZone: string): Date {
  const key = `${day} ${hour}:${minute} ${timeZone}`;
  let ms = moments.get(key);
  if (ms === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    ms = new TZDate(y, m - 1, d, hour, minute, 0, timeZone).getTime();
    if (moments.size >= 10_000) moments.clear();
    moments.set(key, ms);
  }
  return new Date(ms);
}

/**
 * The certification period that follows one ending on `end` (YYYY-MM-DD): from the next day for
 * `months`. A period ending on the last of a month is followed by whole months (2027-10-31 for
 * 12 months: 2027-11-01 to 2028-10-31), as certificationPeriod counts them.
 */
export function nextCertificationPeriod(end: string, months: number): { start: string; end: string } {
  const start = addDays(new Date(`${end}T00:00:00Z`), 1);
  return { start: isoDay(start), end: isoDay(subDays(addMonths(start, months), 1)) };
}

/** A day (YYYY-MM-DD) as the portal writes dates to people: MM/DD/YYYY (spec part 2 §5). */
export function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

/** A time of day as people read it (one formatter for the screens and the notices). */
export { clockTime } from '@portal/contracts/time-of-day';

/** Saturday or Sunday (a day is YYYY-MM-DD). */
export function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The first business day on or after `day`: not a weekend, not one of `holidays` (YYYY-MM-DD). */
export function businessDayFrom(day: string, holidays: ReadonlySet<string>): string {
  let d = day;
  while (isWeekend(d) || holidays.has(d)) d = isoDay(addDays(new Date(`${d}T00:00:00Z`), 1));
  return d;
}

/**
 * The date a filing counts from (spec part 2 §9: appeals): its day in the state's time, or the
 * next business day when it came at or after `cutoffHour` o'clock, on a weekend or a holiday.
 */
export function filingDay(at: Date, cutoffHour: number, timeZone: string, holidays: ReadonlySet<string>): string {
  const day = dayIn(at, timeZone);
  const late = at.getTime() >= atTimeIn(day, cutoffHour, 0, timeZone).getTime();
  return businessDayFrom(late ? isoDay(addDays(new Date(`${day}T00:00:00Z`), 1)) : day, holidays);
}
