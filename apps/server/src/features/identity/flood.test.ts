import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { auditLog, rateLimits } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/harness';

// A flood of wrong passwords from one address, each try another username (bench/abuse.ts).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_MAX_PER_IP: '3' } });
});
afterAll(async () => {
  await t?.close();
});

const ADDRESS = '203.0.113.44';

async function tryName(n: number) {
  const b = await t.browser().start();
  return b.request({
    method: 'POST',
    url: urlOf('login'),
    payload: { username: `flood.${n}`, password: 'not the password' },
    remoteAddress: ADDRESS,
  });
}

describe('a sign-in flood from one address', () => {
  it('is refused once the address is full, without counting its names or writing a line per try', async () => {
    for (let n = 1; n <= 3; n++) expect((await tryName(n)).statusCode).toBe(401);
    const first = performance.now();
    expect((await tryName(4)).statusCode).toBe(429);
    // Refusals are answered a second late, so one connection cannot send many.
    expect(performance.now() - first).toBeGreaterThanOrEqual(990);
    const refusals = await Promise.all(Array.from({ length: 26 }, (_, i) => tryName(5 + i)));
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('THROTTLED');
      // Refused from memory, still with the time the address may try again (the window's end).
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    const names = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'login:user:flood.%'));
    expect(names.map((r) => r.key).sort()).toEqual(['login:user:flood.1', 'login:user:flood.2', 'login:user:flood.3']);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.throttled'), eq(auditLog.ip, ADDRESS)));
    expect(lines).toHaveLength(1);

    // A few seconds on, the database is asked again (and still refuses) …
    clock.advance({ seconds: 6 });
    expect((await tryName(31)).statusCode).toBe(429);
    // … and once the window has passed, the address may try again.
    clock.advance({ minutes: 16 });
    expect((await tryName(32)).statusCode).toBe(401);
    clock.reset();
  });
});
