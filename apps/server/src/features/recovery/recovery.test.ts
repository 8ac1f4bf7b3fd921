import { performance } from 'node:perf_hooks';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { urlOf, type CallName } from '@portal/contracts';
import { clock } from '../../platform/clock';
import {
  mfaStates,
  outboxMessages,
  rateLimits,
  recoveryRequests,
  trustedDevices,
  users,
} from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { keptNotices } from '../../test/notices';
import { saveContact } from '../communications/contacts';
import { purgeOldRecoveries, RECOVERY_LIMITS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});
// The throttles have their own tests (limits-under-load.test.ts); here each test starts with none counted.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const NEW_PASSWORD = 'lantern orchard harbor';
const RESIDENT_EMAIL = 'jordan.smith@example.com';
let addresses = 0;

/** A visitor at a client address of its own (so one test's per-address count does not reach the next). */
async function visitor(ip = `198.51.100.${++addresses}`, headers: Record<string, string> = {}) {
  const b = t.browser();
  await b.request({ method: 'GET', url: urlOf('userAccountLogin'), remoteAddress: ip, headers });
  const post = (name: CallName, payload: object) =>
    b.request({ method: 'POST', url: urlOf(name), payload, remoteAddress: ip, headers });
  return { b, ip, post };
}
type Visitor = Awaited<ReturnType<typeof visitor>>;

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const messages = (templateKey: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.templateKey, templateKey))
    .orderBy(desc(outboxMessages.createdAt));
const codeOf = async (username: string) => latestCodeFor(t.db, await userId(username), 'recovery.code');

/** Starts a password recovery and checks its code: the browser may now choose the new password. */
async function verified(username: string, contact: string, v?: Visitor) {
  const who = v ?? (await visitor());
  const started = await who.post('recoverPasswordStart', { username, contact });
  expect(started.statusCode).toBe(200);
  const requestId = started.json().requestId as string;
  const checked = await who.post('recoverPasswordCode', { requestId, confirmationCode: await codeOf(username) });
  expect(checked.json()).toMatchObject({ outcome: 'VERIFIED' });
  return { ...who, requestId };
}

const signIn = (b: TestBrowser, username: string, password: string) => b.loginPassword(username, password);

describe('forgot username', () => {
  it('sends the username to a confirmed contact, and answers the same when nothing matches', async () => {
    await t.db.delete(outboxMessages);
    const v = await visitor();
    const byEmail = await v.post('recoverUsername', { contact: ' Jordan.Smith@Example.com ' });
    const byPhone = await v.post('recoverUsername', { contact: '(555) 555-0133' });
    const nobody = await v.post('recoverUsername', { contact: 'nobody@example.com' });
    // Priya's contacts are on file from the sign-up but were never confirmed by a code.
    const unconfirmed = await v.post('recoverUsername', { contact: 'priya.shah@clinic.example.org' });
    for (const res of [byEmail, byPhone, nobody, unconfirmed]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(byEmail.body);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(byEmail.headers).sort());
    }
    const sent = await messages('recovery.username');
    expect(sent.map((m) => `${m.channel} ${m.recipient}`).sort()).toEqual([
      `EMAIL ${RESIDENT_EMAIL}`,
      'SMS 5555550133',
    ]);
    expect(sent.every((m) => m.bodyEn.includes(DEMO_USERS.standard) && m.userId !== null)).toBe(true);
  });

  it('answers no sooner than the floor, found or not, so the timing does not tell', async () => {
    const v = await visitor();
    for (const body of [{ contact: RESIDENT_EMAIL }, { contact: 'someone.else@example.com' }]) {
      const started = performance.now();
      expect((await v.post('recoverUsername', body)).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RECOVERY_LIMITS.answerFloorMs - 2);
    }
    for (const username of [DEMO_USERS.standard, 'no.such.user']) {
      const started = performance.now();
      expect((await v.post('recoverPasswordStart', { username, contact: RESIDENT_EMAIL })).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RECOVERY_LIMITS.answerFloorMs - 2);
    }
  });
});

describe('forgot password: the start', () => {
  it('sends a code only to the account’s own confirmed contact, and answers the same otherwise', async () => {
    await t.db.delete(outboxMessages);
    const v = await visitor();
    const right = await v.post('recoverPasswordStart', { username: 'Resident', contact: RESIDENT_EMAIL });
    const noAccount = await v.post('recoverPasswordStart', { username: 'no.such.user', contact: RESIDENT_EMAIL });
    const notTheirs = await v.post('recoverPasswordStart', { username: 'resident', contact: 'ana.rivera@example.com' });
    const notConfirmed = await v.post('recoverPasswordStart', {
      username: DEMO_USERS.newbornProvider,
      contact: 'priya.shah@clinic.example.org',
    });
    for (const res of [right, noAccount, notTheirs, notConfirmed]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(right.headers).sort());
      expect(Object.keys(res.json()).sort()).toEqual(['minutes', 'requestId']);
      expect(res.json().minutes).toBe(10);
      expect(res.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const sent = await messages('recovery.code');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: RESIDENT_EMAIL, sensitive: true, channel: 'EMAIL' });
    expect(sent[0]!.purgeAfter!.getTime()).toBeLessThanOrEqual(clock.nowMs() + 10 * 60_000);

    // A recovery that matched nothing takes codes like any other: each one is wrong, counted the same.
    const tries = await Promise.all(
      [right, noAccount].map((res) =>
        v.post('recoverPasswordCode', { requestId: res.json().requestId, confirmationCode: '000000' }),
      ),
    );
    const code = await codeOf(DEMO_USERS.standard);
    if (code === '000000') return; // one chance in a million: the wrong code was the right one
    expect(tries.map((r) => r.json())).toEqual([
      { outcome: 'INCORRECT', triesLeft: 4 },
      { outcome: 'INCORRECT', triesLeft: 4 },
    ]);
  });

  it('refuses control characters and malformed contacts at their field, writing nothing', async () => {
    const v = await visitor();
    const rows = async () => [
      (await t.db.select().from(recoveryRequests)).length,
      (await messages('recovery.code')).length,
    ];
    const before = await rows();
    const cases: [CallName, object, string, string][] = [
      ['recoverUsername', { contact: 'jordan\u0000.smith@example.com' }, 'contact', 'validation.text.control'],
      ['recoverUsername', { contact: 'not a contact' }, 'contact', 'validation.recovery.contact'],
      ['recoverUsername', { contact: '' }, 'contact', 'validation.required'],
      [
        'recoverPasswordStart',
        { username: 'resi\u0007dent', contact: RESIDENT_EMAIL },
        'username',
        'validation.text.control',
      ],
      [
        'recoverPasswordStart',
        { username: 'resident', contact: '555-555-013\u001b3' },
        'contact',
        'validation.text.control',
      ],
    ];
    for (const [name, body, field, code] of cases) {
      const res = await v.post(name, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const es = await visitor(undefined, { 'accept-language': 'es' });
    const spanish = await es.post('recoverUsername', { contact: 'x\u007f@example.com' });
    expect(spanish.json().errors[0].message).toMatch(/caracteres/);
    expect(await rows()).toEqual(before);
  });
});

describe('forgot password: the code', () => {
  it('expires after ten minutes (a code at 9 min 59 s still works)', async () => {
    const v = await visitor();
    const early = await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL });
    clock.advance(10 * 60_000 - 1_000);
    const inTime = await v.post('recoverPasswordCode', {
      requestId: early.json().requestId,
      confirmationCode: await codeOf('resident'),
    });
    expect(inTime.json()).toMatchObject({ outcome: 'VERIFIED' });

    const late = await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL });
    const code = await codeOf('resident');
    clock.advance(10 * 60_000 + 1_000);
    const requestId = late.json().requestId;
    expect((await v.post('recoverPasswordCode', { requestId, confirmationCode: code })).json()).toMatchObject({
      outcome: 'EXPIRED',
    });
    const reset = await v.post('recoverPasswordReset', { requestId, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(410);
    expect(reset.json().errors[0].code).toBe('RECOVERY_EXPIRED');
    // The first one was checked in time, but its ten minutes to choose a password have passed too.
    const first = await v.post('recoverPasswordReset', {
      requestId: early.json().requestId,
      newPassword: NEW_PASSWORD,
    });
    expect(first.statusCode).toBe(410);
    expect((await signIn(t.browser(), 'resident', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('allows five wrong codes, then the recovery is over (the right code too)', async () => {
    const v = await visitor();
    const { requestId } = (
      await v.post('recoverPasswordStart', { username: 'resident', contact: '555-555-0133' })
    ).json();
    const right = await codeOf('resident');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push((await v.post('recoverPasswordCode', { requestId, confirmationCode: wrong })).json());
    expect(outcomes).toEqual([
      { outcome: 'INCORRECT', triesLeft: 4 },
      { outcome: 'INCORRECT', triesLeft: 3 },
      { outcome: 'INCORRECT', triesLeft: 2 },
      { outcome: 'INCORRECT', triesLeft: 1 },
      { outcome: 'FAILED', triesLeft: 0 },
    ]);
    expect((await v.post('recoverPasswordCode', { requestId, confirmationCode: right })).json().outcome).toBe('FAILED');
    expect((await v.post('recoverPasswordReset', { requestId, newPassword: NEW_PASSWORD })).statusCode).toBe(410);
  });

  it('belongs to the browser that started it', async () => {
    const v = await visitor();
    const { requestId } = (
      await v.post('recoverPasswordStart', { username: 'resident', contact: RESIDENT_EMAIL })
    ).json();
    const other = await visitor();
    const code = await codeOf('resident');
    expect((await other.post('recoverPasswordCode', { requestId, confirmationCode: code })).statusCode).toBe(404);
    expect((await other.post('recoverPasswordReset', { requestId, newPassword: NEW_PASSWORD })).statusCode).toBe(404);
    expect((await v.post('recoverPasswordCode', { requestId, confirmationCode: code })).json().outcome).toBe(
      'VERIFIED',
    );
  });
});

describe('forgot password: the new password', () => {
  it('must pass the password policy (length, guessable, not the username); a refusal changes nothing', async () => {
    const v = await verified('resident', RESIDENT_EMAIL);
    const cases: [string, string][] = [
      ['short pass', 'validation.password.tooShort'],
      ['Password-2026!', 'validation.password.common'],
      ['resident resident 2026', 'validation.password.username'],
      ['a long enough\u0000passphrase', 'validation.text.control'],
    ];
    for (const [newPassword, code] of cases) {
      const res = await v.post('recoverPasswordReset', { requestId: v.requestId, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'newPassword', code }));
    }
    expect((await signIn(t.browser(), 'resident', DEMO_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, v.requestId));
    expect(row!.status).toBe('VERIFIED');
  });

  it('ends every session and remembered device, tells every contact method, and works once', async () => {
    const ana = await userId(DEMO_USERS.linked);
    await saveContact(t.db, ana, { slot: 'SECONDARY', method: 'EMAIL', value: 'ana.rivera@example.com' });
    // Ana is signed in on two browsers; one of them is remembered.
    const remembered = t.browser();
    const pw = await remembered.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    const uuid = pw.json().loginAttemptId;
    await remembered.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    await remembered.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: await remembered.latestCode(uuid) });
    await remembered.post(urlOf('mfaRememberDevice'), { uuid, remember: true });
    const other = t.browser();
    await other.login(DEMO_USERS.linked, DEMO_PASSWORD);
    for (const b of [remembered, other])
      expect((await b.get(urlOf('userAccountLogin'))).json().userName).toBe('linked');
    const liveDevices = () =>
      t.db
        .select()
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, ana),
            isNull(trustedDevices.revokedAt),
            gt(trustedDevices.expiresAt, clock.now()),
          ),
        );
    expect(await liveDevices()).toHaveLength(1);
    // An earlier recovery, still open, stops working with the reset.
    const earlier = await visitor();
    const pending = (
      await earlier.post('recoverPasswordStart', { username: 'linked', contact: 'ana.rivera@example.com' })
    ).json();
    const pendingCode = await codeOf('linked');

    const v = await verified('linked', 'Ana.Rivera@example.com', await visitor(undefined, { 'accept-language': 'es' }));
    const reset = await v.post('recoverPasswordReset', { requestId: v.requestId, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ isSuccess: true });

    for (const b of [remembered, other]) expect((await b.get(urlOf('userAccountLogin'))).json().userName).toBeNull();
    expect(await liveDevices()).toHaveLength(0);
    const told = (await messages('account.passwordReset')).filter((m) => m.userId === ana);
    expect(told.map((m) => `${m.channel} ${m.recipient} ${m.locale}`).sort()).toEqual([
      'EMAIL ana.rivera@example.com es',
      'SMS 5555550111 es',
    ]);
    // The messages only announce the notice; it names the contact in the portal.
    expect(told[0]!.bodyEs).not.toContain('example.com');
    expect((await keptNotices(t.db, ana, 'account.passwordReset')).at(-1)!.body).toContain('a***@example.com');
    // Once only; the earlier recovery is over; the old password is gone, the new one needs the code again.
    expect(
      (await v.post('recoverPasswordReset', { requestId: v.requestId, newPassword: 'another fine passphrase' }))
        .statusCode,
    ).toBe(410);
    const late = await earlier.post('recoverPasswordCode', {
      requestId: pending.requestId,
      confirmationCode: pendingCode,
    });
    expect(late.json().outcome).toBe('EXPIRED');
    expect((await signIn(t.browser(), 'linked', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(remembered, 'linked', NEW_PASSWORD)).json()).toMatchObject({ next: 'MFA' });
  });

  it('ends a password lockout: the new password signs in at once', async () => {
    const b = t.browser();
    for (let i = 0; i < 10; i++) await signIn(b, 'resident', `wrong password ${i}`);
    expect((await signIn(b, 'resident', DEMO_PASSWORD)).statusCode).toBe(429);
    const v = await verified('resident', RESIDENT_EMAIL);
    expect(
      (await v.post('recoverPasswordReset', { requestId: v.requestId, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await signIn(b, 'resident', NEW_PASSWORD)).json()).toMatchObject({ next: 'DONE' });
  });

  it('leaves a lock of the code step in place: the new password meets the same lock', async () => {
    const ana = await userId(DEMO_USERS.linked);
    await t.db
      .insert(mfaStates)
      .values({ userId: ana, lockedUntil: new Date(clock.nowMs() + 30 * 60_000), updatedAt: clock.now() })
      .onConflictDoUpdate({ target: mfaStates.userId, set: { lockedUntil: new Date(clock.nowMs() + 30 * 60_000) } });
    const v = await verified('linked', 'ana.rivera@example.com');
    const newPassword = 'quiet meadow lantern';
    expect((await v.post('recoverPasswordReset', { requestId: v.requestId, newPassword })).statusCode).toBe(200);
    const res = await signIn(t.browser(), 'linked', newPassword);
    expect(res.statusCode).toBe(423);
    expect(res.json().errors[0].code).toBe('MFA_LOCKED');
    await t.db.update(mfaStates).set({ lockedUntil: null }).where(eq(mfaStates.userId, ana));
  });
});

describe('staff accounts and housekeeping', () => {
  it('does not reset a staff password: the answer is the same, the staff member is told, nothing changes', async () => {
    const maria = await userId(DEMO_USERS.caseworker);
    await saveContact(t.db, maria, { slot: 'PRIMARY', method: 'EMAIL', value: 'maria.lopez@example.org' });
    await t.db.delete(outboxMessages);
    const v = await visitor();
    const res = await v.post('recoverPasswordStart', { username: 'caseworker', contact: 'maria.lopez@example.org' });
    expect(res.statusCode).toBe(200);
    expect(await messages('recovery.code')).toHaveLength(0);
    const told = await messages('recovery.staffRefused');
    expect(told.map((m) => m.recipient)).toEqual(['maria.lopez@example.org']);
    const check = await v.post('recoverPasswordCode', { requestId: res.json().requestId, confirmationCode: '123456' });
    expect(check.json()).toEqual({ outcome: 'INCORRECT', triesLeft: 4 });
  });

  it('removes recoveries older than a day', async () => {
    const v = await visitor();
    const { requestId } = (
      await v.post('recoverPasswordStart', { username: 'nobody.here', contact: RESIDENT_EMAIL })
    ).json();
    expect(await purgeOldRecoveries(t.db)).toBe(0);
    clock.advance({ days: 1, minutes: 1 });
    expect(await purgeOldRecoveries(t.db)).toBeGreaterThan(0);
    expect(await t.db.select().from(recoveryRequests).where(eq(recoveryRequests.id, requestId))).toHaveLength(0);
  });
});
