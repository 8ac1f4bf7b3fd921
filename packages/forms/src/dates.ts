/** Dates as forms write them (MM/DD/YYYY) and the day conditions on age are evaluated on. */

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY to a UTC date, or null when it is not a real date. */
export function parseDate(text: string): Date | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day || year < 1900)
    return null;
  return d;
}

let today: () => Date = () => new Date();

/**
 * The clock conditions on age read: the device's in the browser; the server sets its own clock
 * once at start (so its tests, which move that clock, and the browser agree on who is asked what).
 */
export function setFormClock(now: () => Date): void {
  today = now;
}

/** Whole years from a birth date to a day (UTC calendar dates): 0 before the first birthday. */
export function ageOn(birth: Date, on: Date = today()): number {
  let years = on.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    on.getUTCMonth() < birth.getUTCMonth() ||
    (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}
