import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { auditLog, sessions, users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';
import { keptNotices } from '../../test/notices';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('signing in and out', () => {
  it('gives a visitor an anonymous public-citizen session with a CSRF token', async () => {
    const browser = t.browser();
    const res = await browser.get(urlOf('userAccountLogin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userType: null, userName: null });
    expect(browser.sessionToken).toBeTruthy();
    expect(browser.cookies.get('portal_csrf')).toBeTruthy();
    const cookie = res.headers['set-cookie'] as string[];
    expect(cookie.find((c) => c.startsWith('portal_sid='))).toMatch(/HttpOnly/i);
    expect(cookie.find((c) => c.startsWith('portal_sid='))).toMatch(/SameSite=Lax/i);
  });

  it('signs in a LINKED resident with a new session id and shows the account', async () => {
    const browser = await t.browser().start();
    const anonymous = browser.sessionToken;
    const res = await browser.post(urlOf('login'), { username: DEMO_USERS.linked, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    // The password alone signs an enhanced account in to nothing: the code step comes next.
    expect(res.json()).toMatchObject({
      next: 'MFA',
      loginAttemptId: expect.any(String),
      userAccount: { userType: null },
    });
    const pending = browser.sessionToken;
    expect(pending).not.toBe(anonymous);
    expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(401);
    const uuid = res.json().loginAttemptId;
    expect((await browser.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' })).statusCode).toBe(200);
    const done = await browser.post(urlOf('mfaConfirmCode'), {
      uuid,
      confirmationCode: await browser.latestCode(uuid),
    });
    expect(done.json()).toMatchObject({ outcome: 'SUCCESS' });
    expect(browser.sessionToken).not.toBe(pending);
    const me = await browser.get(urlOf('userAccountLogin'));
    expect(me.json()).toMatchObject({ userName: 'linked', userType: 'LINKED', displayName: 'Ana Rivera' });
  });

  it('reports a delinked resident as STANDARD with enhanced features off', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.delinked, DEMO_PASSWORD);
    const linked = await browser.get(urlOf('linkedUser'));
    expect(linked.json()).toMatchObject({ nfLinkedInd: false, isDelinkedUserInd: true });
    expect((await browser.get(urlOf('userAccountLogin'))).json()).toMatchObject({
      userType: 'STANDARD',
      isDelinked: true,
    });
  });

  it('refuses a wrong password with the error shape and records it in the audit log', async () => {
    const browser = t.browser();
    const res = await browser.login(DEMO_USERS.standard, 'not the password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ code: 'INVALID_CREDENTIALS', message: 'The username or password is not correct.', level: 'error' }],
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login.failed'));
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.stringify(entries)).not.toContain('not the password');
  });

  it('answers in Spanish when the browser asks for it', async () => {
    const browser = await t.browser().start();
    const res = await browser.request({
      method: 'POST',
      url: urlOf('login'),
      payload: { username: DEMO_USERS.standard, password: 'wrong password' },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(res.json().errors[0].message).toBe('El nombre de usuario o la contraseña no son correctos.');
  });

  it('makes a stolen session id useless after logout', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.linked, DEMO_PASSWORD);
    const stolen = new Map(browser.cookies);
    expect((await browser.post(urlOf('logout'))).statusCode).toBe(200);
    const thief = t.browser();
    for (const [k, v] of stolen) thief.cookies.set(k, v);
    const res = await thief.get(urlOf('linkedUser'));
    expect(res.statusCode).toBe(401);
    expect((await thief.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userType: null });
  });

  it('refuses a write without the CSRF token, and with a token from another session', async () => {
    const browser = await t.browser().start();
    browser.sendCsrf = false;
    const res = await browser.post(urlOf('login'), { username: DEMO_USERS.standard, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('CSRF');

    const other = await t.browser().start();
    const forged = await browser.request({
      method: 'POST',
      url: urlOf('login'),
      payload: { username: DEMO_USERS.standard, password: DEMO_PASSWORD },
      headers: { [CSRF_HEADER]: other.cookies.get('portal_csrf')! },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('stores only the hash of the session id', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.standard, DEMO_PASSWORD);
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === browser.sessionToken)).toBe(false);
  });
});

describe('session limits', () => {
  it('ends a session after 30 minutes without activity (clock moved)', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.standard, DEMO_PASSWORD);
    clock.advance(29 * 60_000);
    expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(200);
    clock.advance(29 * 60_000); // activity above restarted the clock
    expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1000);
    const res = await browser.get(urlOf('linkedUser'));
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('SESSION_EXPIRED');
  });

  it('"stay logged in" restarts the inactivity clock', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.standard, DEMO_PASSWORD);
    clock.advance(28 * 60_000);
    const status = await browser.post(urlOf('sessionKeepAlive'));
    expect(status.statusCode).toBe(200);
    expect(Date.parse(status.json().idleExpiresAt) - clock.nowMs()).toBeGreaterThan(29 * 60_000);
    clock.advance(28 * 60_000);
    expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(200);
  });

  it('ends a session after 12 hours however active it is', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.standard, DEMO_PASSWORD);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(200);
    }
    clock.advance(25 * 60_000);
    expect((await browser.get(urlOf('linkedUser'))).statusCode).toBe(401);
  });
});

describe('throttling sign-in', () => {
  it('throttles ten wrong passwords: the right one is refused too until the window passes', async () => {
    const browser = await t.browser().start();
    for (let i = 0; i < 10; i++) {
      const res = await browser.post(urlOf('login'), { username: DEMO_USERS.caseworker2, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await browser.post(urlOf('login'), { username: DEMO_USERS.caseworker2, password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('THROTTLED');
    // Retry-After says when the window ends (15 minutes from the first wrong password).
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    clock.advance(16 * 60_000);
    const after = await browser.post(urlOf('login'), { username: DEMO_USERS.caseworker2, password: DEMO_PASSWORD });
    expect(after.statusCode).toBe(200);
  });
});

describe('staff calls', () => {
  it('refuses a resident and admits a caseworker', async () => {
    const resident = t.browser();
    await resident.login(DEMO_USERS.linked, DEMO_PASSWORD);
    const refused = await resident.get(urlOf('workerMe'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('FORBIDDEN');

    const anonymous = await t.browser().start();
    expect((await anonymous.get(urlOf('workerMe'))).statusCode).toBe(401);

    const worker = t.browser();
    await worker.login(DEMO_USERS.caseworker, DEMO_PASSWORD);
    const me = await worker.get(urlOf('workerMe'));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staffRole: 'CASEWORKER', office: { county: 'Example County' } });
  });
});

describe('bad input', () => {
  it('answers garbage JSON with a 400 in the error shape', async () => {
    const browser = await t.browser().start();
    const res = await browser.request({
      method: 'POST',
      url: urlOf('login'),
      payload: '{"username": "x", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [expect.objectContaining({ code: 'BAD_REQUEST', level: 'error' })] });
  });

  it('names the field of a missing value', async () => {
    const browser = await t.browser().start();
    const res = await browser.post(urlOf('login'), { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ code: 'validation.required', field: 'password', message: 'This field is required.' }),
    ]);
  });

  it('signs up a new STANDARD account, and refuses the same username twice with nothing written', async () => {
    const browser = await t.browser().start();
    const body = {
      username: 'new.person',
      password: 'a long enough passphrase',
      firstName: 'New',
      lastName: 'Person',
      phone: '555-555-0199',
    };
    const res = await browser.post(urlOf('signUp'), body);
    expect(res.statusCode).toBe(200);
    expect(res.json().userAccount).toMatchObject({ userType: 'STANDARD', userName: 'new.person' });
    const [stored] = await t.db.select().from(users).where(eq(users.username, 'new.person'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.phone).toBe('5555550199');

    const again = await (await t.browser().start()).post(urlOf('signUp'), body);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    expect((await t.db.select().from(users).where(eq(users.username, 'new.person'))).length).toBe(1);
  });

  it('refuses a guessable password and one that is the username, with the shared rule messages', async () => {
    const browser = await t.browser().start();
    const base = { username: 'kim.lee', firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com' };
    const common = await browser.post(urlOf('signUp'), { ...base, password: 'Password-2026!' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      expect.objectContaining({
        code: 'validation.password.common',
        field: 'password',
        message: expect.stringMatching(/too easy to guess/),
      }),
    ]);
    const own = await browser.request({
      method: 'POST',
      url: urlOf('signUp'),
      payload: { ...base, password: 'Kim.Lee.2026.!' },
      headers: { 'accept-language': 'es' },
    });
    expect(own.json().errors).toEqual([
      expect.objectContaining({
        code: 'validation.password.username',
        field: 'password',
        message: expect.stringMatching(/nombre de usuario/),
      }),
    ]);
    expect(await t.db.select().from(users).where(eq(users.username, 'kim.lee'))).toEqual([]);
  });

  it('answers a taken username only so often to one address', async () => {
    const body = {
      username: DEMO_USERS.standard,
      password: 'a long enough passphrase',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
    };
    const from = async (remoteAddress: string) => {
      const b = await t.browser().start();
      return b.request({ method: 'POST', url: urlOf('signUp'), payload: body, remoteAddress });
    };
    for (let i = 0; i < 20; i++) expect((await from('192.0.2.50')).statusCode).toBe(409);
    const refused = await from('192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('THROTTLED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('192.0.2.51')).statusCode).toBe(409);
  }, 60_000);

  it('refuses a short password with the shared rule message', async () => {
    const browser = await t.browser().start();
    const res = await browser.post(urlOf('signUp'), {
      username: 'short.pw',
      password: 'short',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'validation.password.tooShort', field: 'password' });
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password at its field, and a short new one', async () => {
    const browser = t.browser();
    await browser.login(DEMO_USERS.newbornProvider, DEMO_PASSWORD);
    const wrong = await browser.post(urlOf('changePassword'), {
      currentPassword: 'not it at all',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
    const short = await browser.post(urlOf('changePassword'), {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.json().errors[0]).toMatchObject({ code: 'validation.password.tooShort', field: 'newPassword' });
    const common = await browser.post(urlOf('changePassword'), {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'qwertyuiop123',
    });
    expect(common.json().errors[0]).toMatchObject({ code: 'validation.password.common', field: 'newPassword' });
    const own = await browser.post(urlOf('changePassword'), {
      currentPassword: DEMO_PASSWORD,
      newPassword: `${DEMO_USERS.newbornProvider}-2026!`,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors[0]).toMatchObject({ code: 'validation.password.username', field: 'newPassword' });
  });

  // An enhanced resident: staff sign in with a passkey (ADR 0132), so no code or remembered device.
  it('ends other sessions, forgets remembered devices with a notice, and keeps this browser signed in', async () => {
    const other = t.browser();
    await other.login(DEMO_USERS.linked, DEMO_PASSWORD);
    const here = t.browser();
    const pw = await here.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    const uuid = pw.json().loginAttemptId;
    await here.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    await here.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: await here.latestCode(uuid) });
    await here.post(urlOf('mfaRememberDevice'), { uuid, remember: true });

    const res = await here.post(urlOf('changePassword'), {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'another long passphrase',
    });
    expect(res.statusCode).toBe(200);
    expect((await here.get(urlOf('linkedUser'))).statusCode).toBe(200);
    expect((await other.get(urlOf('linkedUser'))).statusCode).toBe(401);
    const [ana] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
    const notices = await keptNotices(t.db, ana!.id, 'account.devicesRevoked');
    expect(notices.some((n) => n.body.includes('your password changed'))).toBe(true);
    // The remembered device no longer skips the code; the old password no longer works.
    await here.post(urlOf('logout'));
    expect((await here.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await here.loginPassword(DEMO_USERS.linked, 'another long passphrase')).json()).toMatchObject({
      next: 'MFA',
    });
  });
});
