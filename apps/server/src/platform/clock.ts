import { setFormClock } from '@portal/forms';
import { durationMs, type Duration } from './dates';

/**
 * The server's idea of "now". Production reads the system clock; tests move it forward
 * (an idle session, an expired code) instead of sleeping.
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  nowMs(): number {
    return Date.now() + offsetMs;
  },
  /** Moves "now" on by milliseconds or by a calendar duration such as `{ days: 31 }`. */
  advance(by: number | Duration): void {
    offsetMs += typeof by === 'number' ? by : durationMs(by, clock.now());
  },
  reset(): void {
    offsetMs = 0;
  },
};

// Conditions on age in forms (who is asked about a pregnancy) are evaluated on this clock too.
setFormClock(() => clock.now());
