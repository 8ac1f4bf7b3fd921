import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashing, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('leaves a core for everything else: at most one fewer hash than cores at once, the others wait', async () => {
    expect(hashing.limit).toBe(Math.max(1, os.availableParallelism() - 1));
    const hash = await hashPassword('a long enough password');
    const tries = ['a long enough password', 'wrong one', 'wrong two', 'wrong three', 'wrong four'].map((p) =>
      verifyPassword(hash, p),
    );
    await new Promise((r) => setImmediate(r));
    expect(hashing.queued).toBe(tries.length - hashing.limit);
    expect(await Promise.all(tries)).toEqual([true, false, false, false, false]);
    expect(hashing.queued).toBe(0);
  });

  it('answers false for a stored value that is not a hash, and the gate is free again', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    const release = await hashing.acquire();
    release();
  });
});
