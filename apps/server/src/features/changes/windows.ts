import { atTimeIn, dayIn } from '../../platform/dates';

/**
 * When a food renewal can be done online (spec part 2 §9): from the first day of the month in
 * which the certification period ends, until 4:59 p.m. state time on its last day (the due
 * date). A renewal at 4:59 p.m. is on time; at 5:00 p.m. it is late and the household must
 * apply again. Weekends and holidays change nothing: the due date is the period's last day.
 */
export interface RenewalWindow {
  /** The due date (YYYY-MM-DD): the last day of the certification period. */
  dueDate: string;
  /** The first day online renewal is open. */
  opensOn: string;
  open: boolean;
  late: boolean;
}

/** 4:59 p.m. is the last minute of the due date; the renewal is late from 5:00 p.m. */
const CLOSES_AT = { hour: 17, minute: 0 };

export function renewalWindow(certificationEndOn: string, now: Date, timeZone: string): RenewalWindow {
  const opensOn = `${certificationEndOn.slice(0, 8)}01`;
  const closes = atTimeIn(certificationEndOn, CLOSES_AT.hour, CLOSES_AT.minute, timeZone);
  const late = now.getTime() >= closes.getTime();
  const today = dayIn(now, timeZone);
  return { dueDate: certificationEndOn, opensOn, open: !late && today >= opensOn, late };
}
