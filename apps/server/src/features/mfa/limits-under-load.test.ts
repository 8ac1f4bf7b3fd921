import { urlOf } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, mfaStates, users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

// Bursts of requests at once: on PostgreSQL (PORTAL_TEST_PG_URL) they run side by side over
// several connections; on PGlite they are taken one at a time, and the same rules must hold.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIMIT = 5;

async function atCodeStep(username: string): Promise<{ b: TestBrowser; uuid: string; userId: string }> {
  const b = t.browser();
  const res = await b.loginPassword(username, DEMO_PASSWORD);
  const uuid = res.json().loginAttemptId as string;
  expect((await b.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' })).statusCode).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { b, uuid, userId: user!.id };
}

/** Sends every code at once; returns how many answers of each outcome (or HTTP status) came back. */
async function burst(b: TestBrowser, uuid: string, codes: string[]): Promise<Record<string, number>> {
  const answers = await Promise.all(
    codes.map((confirmationCode) => b.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode })),
  );
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? (a.json().outcome as string) : String(a.statusCode);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

async function lockEvents(userId: string): Promise<number> {
  const rows = await t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), inArray(auditLog.action, ['mfa.locked', 'mfa.delinked'])));
  return rows.length;
}

const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

describe('the wrong-code limit under a burst of requests', () => {
  it('checks at most five of 100 wrong codes sent at once, locks once, and the right code then fails', async () => {
    const { b, uuid, userId } = await atCodeStep(DEMO_USERS.linked);
    const right = await b.latestCode(uuid);
    const tally = await burst(b, uuid, wrongCodes(right, 100));
    expect(tally.INCORRECT ?? 0).toBe(LIMIT - 1);
    expect(tally.SUCCESS).toBeUndefined();
    expect(tally.DELINKED).toBeUndefined();
    expect(await lockEvents(userId)).toBe(1);
    const [state] = await t.db.select().from(mfaStates).where(eq(mfaStates.userId, userId));
    expect(state!.lockouts).toBe(1);
    const after = await b.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: right });
    expect(after.json().outcome).not.toBe('SUCCESS');
    expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: null });
    await t.db
      .update(mfaStates)
      .set({ lockedUntil: null, failedCodes: 0, lockouts: 0 })
      .where(eq(mfaStates.userId, userId));
  });

  it('with the right code among 99 wrong ones: at most five checked, and never signed in after a lock', async () => {
    const { b, uuid, userId } = await atCodeStep(DEMO_USERS.caseworker);
    const right = await b.latestCode(uuid);
    const tally = await burst(b, uuid, [...wrongCodes(right, 99), right]);
    const locks = await lockEvents(userId);
    const success = tally.SUCCESS ?? 0;
    expect(locks).toBeLessThanOrEqual(1);
    expect(success).toBeLessThanOrEqual(1);
    // Each wrong answer, the lock and the success are each one code checked.
    expect((tally.INCORRECT ?? 0) + locks + success).toBeLessThanOrEqual(LIMIT);
    expect(tally.DELINKED).toBeUndefined();
    if (locks === 1) {
      expect(success).toBe(0);
      expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: null });
    } else {
      expect(success).toBe(1);
      expect((await b.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userName: DEMO_USERS.caseworker });
    }
  });
});
