import { urlOf } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';

import { auditLog } from './platform/db/schema';
import { startTestApp, type TestApp } from './test/harness';

/**
 * The client's address (what per-address sign-in limits count and the audit log records) is
 * the socket's unless proxies are configured: a caller cannot choose it with X-Forwarded-For.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function failedLoginAddress(app: TestApp, forwardedFor: string): Promise<string | null> {
  const browser = await app.browser().start();
  const res = await browser.request({
    method: 'POST',
    url: urlOf('login'),
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'nobody-here', password: 'not the password' },
  });
  expect(res.statusCode).toBe(401);
  const [row] = await app.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'login.failed'))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row?.ip ?? null;
}

describe('client address', () => {
  it('ignores X-Forwarded-For by default', async () => {
    t = await startTestApp({ demo: false });
    expect(await failedLoginAddress(t, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the address the configured proxy hops saw, not a value the client put first', async () => {
    t = await startTestApp({ demo: false, env: { TRUST_PROXY_HOPS: '1' } });
    expect(await failedLoginAddress(t, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('walks back as many hops as configured', async () => {
    t = await startTestApp({ demo: false, env: { TRUST_PROXY_HOPS: '2' } });
    expect(await failedLoginAddress(t, '192.0.2.1, 198.51.100.7, 203.0.113.9')).toBe('198.51.100.7');
  });
});
