import { describe, expect, it } from 'vitest';
import { Gate, PerKeyLimit } from './gate';

describe('a gate', () => {
  it('lets a limited number through and the rest wait their turn', async () => {
    const gate = new Gate(2);
    const a = await gate.acquire();
    const b = await gate.acquire();
    let third = false;
    const c = gate.acquire().then((release) => {
      third = true;
      return release;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(third).toBe(false);
    expect(gate.queued).toBe(1);
    a();
    (await c)();
    expect(third).toBe(true);
    b();
  });
});

describe('a per-key limit', () => {
  it('refuses the one past the limit of any of its keys at once, and takes nothing for it', () => {
    const limit = new PerKeyLimit(2);
    const a = limit.tryTake(['acct:1', 'ip:1'])!;
    const b = limit.tryTake(['acct:2', 'ip:1'])!;
    expect(limit.tryTake(['acct:3', 'ip:1'])).toBeNull();
    expect(limit.inFlight('acct:3')).toBe(0);
    a();
    a();
    expect(limit.inFlight('ip:1')).toBe(1);
    const c = limit.tryTake(['acct:3', 'ip:1'])!;
    expect(c).not.toBeNull();
    b();
    c();
    expect(limit.inFlight('ip:1')).toBe(0);
  });
});
