import { AsyncLocalStorage } from 'node:async_hooks';
import { setFormClock } from '@portal/forms';
import { durationMs, type Duration } from './dates';

/**
 * The server's idea of "now". Production reads the system clock; tests move it forward
 * (an idle session, an expired code) instead of sleeping.
 *
 * With the test hooks on (`enableWorlds()`, called where app.ts installs them), a request may
 * also run on its test world's own clock (`inWorld`): the shared offset plus the world's, so one
 * browser test can move days ahead while the tests beside it stay on today. Until then — always,
 * in production — reading the clock does not look for a world (no AsyncLocalStorage read on
 * this hot path: every session check, throttle and audit row asks for the time).
 */
let offsetMs = 0;
const worldOffsets = new Map<number, number>();
const currentWorld = new AsyncLocalStorage<number>();
let worldsEnabled = false;

const sharedOffset = (): number => offsetMs;
function worldOffset(): number {
  const world = currentWorld.getStore();
  return world === undefined ? offsetMs : offsetMs + (worldOffsets.get(world) ?? 0);
}
let offsetNow: () => number = sharedOffset;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetNow());
  },
  nowMs(): number {
    return Date.now() + offsetNow();
  },
  /** Moves "now" on by milliseconds or by a calendar duration such as `{ days: 31 }`. */
  advance(by: number | Duration): void {
    offsetMs += typeof by === 'number' ? by : durationMs(by, clock.now());
  },
  /** Moves one test world's "now" on; the shared clock and other worlds stay. */
  advanceWorld(world: number, ms: number): void {
    worldOffsets.set(world, (worldOffsets.get(world) ?? 0) + ms);
  },
  /** Runs `fn` on the shared clock, whichever test world's request called it. */
  shared<T>(fn: () => T): T {
    return currentWorld.exit(fn);
  },
  /** Test hooks only: from now on a request entered with `inWorld` reads its world's clock. */
  enableWorlds(): void {
    worldsEnabled = true;
    offsetNow = worldOffset;
  },
  /** Runs `fn` (and everything it starts) on a test world's clock (after `enableWorlds()`). */
  inWorld<T>(world: number, fn: () => T): T {
    if (!worldsEnabled) throw new Error('clock.inWorld needs clock.enableWorlds() (test hooks) first');
    return currentWorld.run(world, fn);
  },
  reset(): void {
    offsetMs = 0;
    worldOffsets.clear();
  },
};

// Conditions on age in forms (who is asked about a pregnancy) are evaluated on this clock too.
setFormClock(() => clock.now());
