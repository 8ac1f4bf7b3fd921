import { urlOf } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

// A burst at once: side by side over several connections on PostgreSQL (PORTAL_TEST_PG_URL),
// one at a time on PGlite; the limit must hold either way.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the wrong-password limit under a burst of requests', () => {
  it('checks at most ten of 100 wrong passwords sent at once; the right one is then refused', async () => {
    const limit = t.app.ctx.config.loginThrottle.maxFailures;
    const b = await t.browser().start();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        b.post(urlOf('login'), { username: DEMO_USERS.standard, password: `wrong-password-${i}` }),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(100 - checked);
    const failed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failed')));
    expect(failed.length).toBeLessThanOrEqual(limit);
    const right = await b.post(urlOf('login'), { username: DEMO_USERS.standard, password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(429);
  });
});
