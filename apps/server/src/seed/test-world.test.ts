import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WORLD_HEADER, type TestWorld } from '@portal/contracts/test-world';
import { urlOf } from '@portal/contracts/calls';
import { startTestApp, type TestApp } from '../test/harness';

describe('test worlds (PORTAL_TEST_HOOKS=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PORTAL_TEST_HOOKS: '1' } });
  });
  afterAll(() => t.close());

  const makeWorld = async (): Promise<TestWorld> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/world' });
    expect(res.statusCode).toBe(200);
    return res.json() as TestWorld;
  };

  it('makes the demo people again under names no other world or the demo shares', async () => {
    const [a, b] = await Promise.all([makeWorld(), makeWorld()]);
    expect(a.number).not.toBe(b.number);
    for (const w of [a, b]) {
      expect(w.users.linked).not.toBe('linked');
      expect(w.cases.rivera).toMatch(/^C-\d{7}$/);
      expect(w.people.ana.name).toBe('Ana Rivera');
      expect(w.people.ana.ssn).not.toBe('123-45-6789');
      expect(w.people.ana.ssn).toMatch(/^\d{3}-\d{2}-\d{4}$/);
      expect(w.people.ana.birthDate).toBe('04/12/1988');
    }
    const values = (w: TestWorld) => [
      ...Object.values(w.users),
      ...Object.values(w.cases),
      ...Object.values(w.applications),
      ...Object.values(w.facilities),
      ...Object.values(w.people).flatMap((p) => [p.ssn, p.email, p.phone].filter(Boolean)),
    ];
    const shared = values(a).filter((v) => values(b).includes(v));
    expect(shared).toEqual([]);
    // Within one world too, every SSN, case and account is its own.
    expect(new Set(values(a)).size).toBe(values(a).length);
  });

  it("signs in as the world's linked resident, who sees her own case and applications", async () => {
    const w = await makeWorld();
    const ana = await t.signedIn(w.users.linked);
    const dashboard = await ana.get(urlOf('dashboard'));
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(w.cases.rivera);
    expect(dashboard.body).not.toContain('C-100234');
  });

  it("moves one world's clock and leaves the shared clock and other worlds alone", async () => {
    const [w, other] = await Promise.all([makeWorld(), makeWorld()]);
    const day = 86_400_000;
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 3 * day, world: w.number },
    });
    expect(moved.statusCode).toBe(200);
    const nowOf = async (world?: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceMs: 0, ...(world ? { world } : {}) },
      });
      return new Date((res.json() as { now: string }).now).getTime();
    };
    const shared = await nowOf();
    expect((await nowOf(w.number)) - shared).toBeGreaterThan(3 * day - 60_000);
    expect(Math.abs((await nowOf(other.number)) - shared)).toBeLessThan(60_000);

    // A request that names the world runs on its clock: 31 idle minutes there end the session,
    // which the same request without the header (the shared clock) still finds.
    const ana = await t.signedIn(w.users.linked);
    await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 31 * 60_000, world: w.number },
    });
    const onWorldClock = await ana.request({
      method: 'GET',
      url: urlOf('dashboard'),
      headers: { [TEST_WORLD_HEADER]: String(w.number) },
    });
    expect(onWorldClock.statusCode).toBe(401);
  });

  it("a world days ahead does not purge the others' live codes when it opens the development mailbox", async () => {
    const [ahead, today] = await Promise.all([makeWorld(), makeWorld()]);
    await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 86_400_000, world: ahead.number },
    });
    // Today's Ana is at the code step: her code is in the outbox.
    const ana = t.browser();
    const step = await ana.loginPassword(today.users.linked, today.password);
    await ana.post(urlOf('mfaSendCode'), { uuid: step.json().loginAttemptId, nfValue: 'PRIMARY' });

    const opened = await t.app.inject({
      method: 'GET',
      url: `${urlOf('devMailbox')}?userName=${today.users.linked}`,
      headers: { [TEST_WORLD_HEADER]: String(ahead.number) },
    });
    const { messages } = opened.json() as { messages: { userName: string; templateKey: string; body: string }[] };
    // Only her messages, and her code still readable.
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.userName === today.users.linked)).toBe(true);
    expect(messages.find((m) => m.templateKey === 'mfa.code')?.body).toMatch(/\b\d{6}\b/);
  });
});

describe('without the test hooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('has no test calls', async () => {
    for (const url of ['/api/test/world', '/api/test/clock']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { advanceMs: 0 } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
