import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { clock } from './clock';
import { users } from './db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => vi.restoreAllMocks());

async function newSession() {
  const [user] = await t.db
    .insert(users)
    .values({ username: `s.${Math.random().toString(36).slice(2)}`, passwordHash: 'x', firstName: 'S', lastName: 'T' })
    .returning({ id: users.id });
  const { token } = await t.app.ctx.sessions.create(user!.id, 'FULL');
  return { token, userId: user!.id };
}

describe('the session cache', () => {
  it('requests that find the copy lapsed at once share one read of the row', async () => {
    const store = t.app.ctx.sessions;
    const { token } = await newSession();
    const reads = vi.spyOn(store as unknown as { read: (h: string) => Promise<unknown> }, 'read');
    const sessions = await Promise.all(Array.from({ length: 50 }, () => store.lookup(token)));
    expect(sessions.every((s) => s?.user?.firstName === 'S')).toBe(true);
    expect(reads).toHaveBeenCalledTimes(1);

    // Two seconds on, the copy has lapsed: the next burst reads it once more.
    clock.advance(2_500);
    await Promise.all(Array.from({ length: 50 }, () => store.lookup(token)));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('a change told while a read is under way is not answered by that read', async () => {
    const store = t.app.ctx.sessions;
    const { token, userId } = await newSession();
    const reads = vi.spyOn(store as unknown as { read: (h: string) => Promise<unknown> }, 'read');
    const first = store.lookup(token);
    store.forget(`user:${userId}`);
    const second = store.lookup(token);
    await Promise.all([first, second]);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
