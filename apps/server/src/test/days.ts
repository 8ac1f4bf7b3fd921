import { clock } from '../platform/clock';
import { atTimeIn, dayIn, isoDay, subDays } from '../platform/dates';

/**
 * Noon in the state, `days` calendar days before today there: an item sent then is exactly
 * `days` old in the state's calendar (ADR 0411's age) at any hour of the test run, even when the
 * span crosses a change of the clocks or the state's day differs from UTC's.
 */
export function stateNoonDaysAgo(days: number, timeZone: string): Date {
  const today = dayIn(clock.now(), timeZone);
  return atTimeIn(isoDay(subDays(new Date(`${today}T12:00:00Z`), days)), 12, 0, timeZone);
}
