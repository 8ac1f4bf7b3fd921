import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A clock module of this file's own: test files share processes (vitest.config.ts), and an
 * earlier one may have enabled the worlds in theirs. The production test runs before anything
 * enables them here.
 */
vi.resetModules();
const { clock } = await import('./clock');

afterEach(() => {
  vi.restoreAllMocks();
  clock.reset();
});

describe('the clock', () => {
  it('in production never consults the async store, and refuses to enter a world', () => {
    const getStore = vi.spyOn(AsyncLocalStorage.prototype, 'getStore');
    clock.advance(60_000);
    const now = clock.nowMs();
    expect(now - Date.now()).toBeGreaterThanOrEqual(59_000);
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(now);
    expect(getStore).not.toHaveBeenCalled();
    expect(() => clock.inWorld(3, () => clock.now())).toThrow(/enableWorlds/);
  });

  it('once the test hooks enable worlds, a world reads its own offset on top of the shared one', () => {
    clock.enableWorlds();
    clock.advance(1_000);
    clock.advanceWorld(5, 86_400_000);
    const inWorld = clock.inWorld(5, () => clock.nowMs());
    const outside = clock.nowMs();
    expect(inWorld - outside).toBeGreaterThan(86_399_000);
    expect(clock.inWorld(5, () => clock.shared(() => clock.nowMs())) - outside).toBeLessThan(1_000);
    expect(clock.inWorld(6, () => clock.nowMs()) - outside).toBeLessThan(1_000);
  });
});
