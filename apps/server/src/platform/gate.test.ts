import { describe, expect, it } from 'vitest';
import { Gate } from './gate';

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
