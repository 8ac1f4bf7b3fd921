import { urlOf } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp } from '../../test/harness';

/** The session cookie lives only as long as the browser session, and over HTTPS is a `__Host-` cookie. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function setCookies(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

describe('session cookies', () => {
  it('are browser-session cookies: no Max-Age, no Expires', async () => {
    t = await startTestApp({ demo: false });
    const res = await t.browser().get(urlOf('userAccountLogin'));
    const cookies = setCookies(res.headers);
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['portal_sid', 'portal_csrf']);
    for (const c of cookies) expect(c).not.toMatch(/max-age|expires/i);
  });

  it('over HTTPS the session cookie is __Host- prefixed, Secure, for path / with no Domain, and signs in', async () => {
    t = await startTestApp({ env: { COOKIE_SECURE: '1' } });
    const browser = t.browser();
    const res = await browser.loginPassword(DEMO_USERS.standard, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const session = setCookies(res.headers).find((c) => c.startsWith('__Host-portal_sid='));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/domain=|max-age|expires/i);
    expect((await browser.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userName: DEMO_USERS.standard });
    // A write with the token works; the old unprefixed name is not read.
    expect((await browser.post(urlOf('sessionKeepAlive'))).statusCode).toBe(200);
    const token = browser.cookies.get('__Host-portal_sid')!;
    const plainName = await t.app.inject({
      method: 'GET',
      url: urlOf('userAccountLogin'),
      headers: { cookie: `portal_sid=${token}` },
    });
    expect(plainName.json()).toMatchObject({ userName: null });
  });
});
