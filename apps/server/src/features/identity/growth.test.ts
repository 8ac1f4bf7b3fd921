import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE, urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { rowsOf } from '../../platform/db';
import { startTestApp, type TestApp } from '../../test/harness';

/** Rows a visitor can make the server keep: sessions for mere looking, accounts from one address. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SIGNUP_MAX_PER_IP: '3', SIGNUP_WINDOW_MINUTES: '60' } });
});
afterAll(async () => {
  await t?.close();
});

const sessionRows = async () =>
  Number((await rowsOf<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM sessions`))[0]!.n);

describe('anonymous visitors', () => {
  it('50 visits without a cookie keep no session rows, and each still gets a working CSRF token', async () => {
    const before = await sessionRows();
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ method: 'GET', url: urlOf('userAccountLogin') });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.map((c) => c.name)).toEqual(expect.arrayContaining([SESSION_COOKIE, 'portal_csrf']));
    }
    expect(await sessionRows()).toBe(before);

    // The anonymous flow still works on such a session: "stay logged in", then a write it is allowed.
    const b = await t.browser().start();
    expect((await b.post(urlOf('sessionKeepAlive'))).statusCode).toBe(200);
    expect(
      (
        await b.post(urlOf('applications'), {
          applicationTypeId: 'FNS',
          submissionKey: 'x'.repeat(24),
          answers: {},
          signature: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(await sessionRows()).toBe(before);
  });

  it('refuses an anonymous token this server did not sign, and one past the absolute limit', async () => {
    const b = await t.browser().start();
    const token = b.sessionToken!;
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: urlOf('sessionKeepAlive'),
      headers: { cookie: `${SESSION_COOKIE}=${forged}`, [CSRF_HEADER]: t.app.ctx.sessions.csrfTokenFor(forged) },
    });
    expect(sent.statusCode).toBe(401);
    expect((await b.post(urlOf('sessionKeepAlive'))).statusCode).toBe(200);
    clock.advance(t.app.ctx.config.session.absoluteMs);
    const lapsed = await b.post(urlOf('sessionKeepAlive'));
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json().errors[0].code).toBe('SESSION_EXPIRED');
    clock.reset();
  });
});

describe('sign-up', () => {
  it('takes a limited number of new accounts from one address per window, with a translated refusal', async () => {
    const signUp = async (n: number, ip: string) => {
      const b = await t.browser().start();
      const body = {
        username: `growth.${n}`,
        password: 'a long enough passphrase',
        firstName: 'G',
        lastName: 'Rowth',
        email: `g${n}@example.com`,
      };
      return b.request({
        method: 'POST',
        url: urlOf('signUp'),
        payload: body,
        remoteAddress: ip,
        headers: { 'accept-language': 'es' },
      });
    };
    for (let n = 1; n <= 3; n++) expect((await signUp(n, '203.0.113.7')).statusCode).toBe(200);
    const refused = await signUp(4, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'THROTTLED',
      message: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
    });
    expect((await signUp(5, '198.51.100.9')).statusCode).toBe(200);
    clock.advance({ minutes: 61 });
    expect((await signUp(6, '203.0.113.7')).statusCode).toBe(200);
    clock.reset();
  });
});
