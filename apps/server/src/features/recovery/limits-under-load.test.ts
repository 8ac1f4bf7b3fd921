import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { urlOf, type CallName } from '@portal/contracts';
import { rateLimits, users } from '../../platform/db/schema';
import { DEMO_PASSWORD } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp } from '../../test/harness';
import { RECOVERY_LIMITS } from './service';

// Bursts at once: side by side over several connections on PostgreSQL (PORTAL_TEST_PG_URL),
// one at a time on PGlite; the limits must hold either way.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const RESIDENT_EMAIL = 'jordan.smith@example.com';
let addresses = 0;

async function visitor(ip = `192.0.2.${++addresses}`) {
  const b = t.browser();
  await b.request({ method: 'GET', url: urlOf('userAccountLogin'), remoteAddress: ip });
  const post = (name: CallName, payload: object) =>
    b.request({ method: 'POST', url: urlOf(name), payload, remoteAddress: ip });
  return { b, post };
}

const residentCode = async () => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'resident'));
  return latestCodeFor(t.db, user!.id, 'recovery.code');
};

const wrongCodes = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

/** Sends every code at once to one recovery; returns how many answers of each outcome (or status) came back. */
async function burst(v: Awaited<ReturnType<typeof visitor>>, requestId: string, codes: string[]) {
  const answers = await Promise.all(
    codes.map((confirmationCode) => v.post('recoverPasswordCode', { requestId, confirmationCode })),
  );
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const key = a.statusCode === 200 ? (a.json().outcome as string) : String(a.statusCode);
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

describe('the wrong-code limit under a burst of requests', () => {
  it('checks at most five of 100 wrong codes sent at once; the right code then fails', async () => {
    const v = await visitor();
    const { requestId } = (
      await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL })
    ).json();
    const right = await residentCode();
    const tally = await burst(v, requestId, wrongCodes(right, 100));
    expect(tally).toEqual({
      INCORRECT: RECOVERY_LIMITS.maxWrongCodes - 1,
      FAILED: 100 - (RECOVERY_LIMITS.maxWrongCodes - 1),
    });
    expect((await v.post('recoverPasswordCode', { requestId, confirmationCode: right })).json().outcome).toBe('FAILED');
    const reset = await v.post('recoverPasswordReset', { requestId, newPassword: 'lantern orchard harbor' });
    expect(reset.statusCode).toBe(410);
    expect((await t.browser().loginPassword('resident', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('with the right code among 99 wrong ones: at most five checked, and no password after a failure', async () => {
    const v = await visitor();
    const { requestId } = (
      await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL })
    ).json();
    const right = await residentCode();
    const tally = await burst(v, requestId, [...wrongCodes(right, 99), right]);
    const verified = tally.VERIFIED ?? 0;
    // Once right, later codes find the recovery checked; once failed, they find it over.
    expect((tally.INCORRECT ?? 0) + Math.min(verified, 1) + Math.min(tally.FAILED ?? 0, 1)).toBeLessThanOrEqual(
      RECOVERY_LIMITS.maxWrongCodes,
    );
    expect(verified === 0 || (tally.FAILED ?? 0) === 0).toBe(true);
    const reset = await v.post('recoverPasswordReset', { requestId, newPassword: 'lantern orchard harbor' });
    expect(reset.statusCode).toBe(verified > 0 ? 200 : 410);
  });
});

describe('throttles under a burst of requests', () => {
  it('lets one address start 20 recoveries an hour, not one more, whatever arrives at once', async () => {
    const v = await visitor();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        v.post('recoverUsername', { contact: `person${i}@example.com` }).then((r) => r.statusCode),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(RECOVERY_LIMITS.perAddress);
    expect(answers.filter((s) => s === 429)).toHaveLength(30 - RECOVERY_LIMITS.perAddress);
    const refused = await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL });
    expect(refused.json().errors[0].code).toBe('THROTTLED');
    // Another address is not held back.
    expect((await (await visitor()).post('recoverUsername', { contact: RESIDENT_EMAIL })).statusCode).toBe(200);
  });

  it('limits recoveries per username and per contact, the same whether or not they exist', async () => {
    for (const username of ['resident', 'no.such.user']) {
      const statuses = await Promise.all(
        Array.from(
          { length: 8 },
          async () =>
            (await (await visitor()).post('recoverPasswordStart', { username, contact: RESIDENT_EMAIL })).statusCode,
        ),
      );
      expect(
        statuses.filter((s) => s === 200),
        username,
      ).toHaveLength(RECOVERY_LIMITS.perUsername);
      expect(
        statuses.filter((s) => s === 429),
        username,
      ).toHaveLength(8 - RECOVERY_LIMITS.perUsername);
    }
    for (const contact of [RESIDENT_EMAIL, 'no.one@example.com']) {
      const statuses = await Promise.all(
        Array.from(
          { length: 8 },
          async () => (await (await visitor()).post('recoverUsername', { contact })).statusCode,
        ),
      );
      expect(
        statuses.filter((s) => s === 200),
        contact,
      ).toHaveLength(RECOVERY_LIMITS.perContact);
    }
  });
});
