import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, urlOf } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { users } from '../db/schema';
import { TestBrowser, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PORTAL_TEST_HOOKS: '1' } });
});
afterAll(() => t.close());

const localeOf = async (username: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.username, username)))[0]!.locale;

describe('the language a signed-in person chooses', () => {
  it('becomes the language of what the portal sends them later; a guess or a made-up value does not', async () => {
    const world = (await t.app.inject({ method: 'POST', url: '/api/test/world' })).json() as TestWorld;
    const ana = world.users.linked;
    const browser = new TestBrowser(t.app);
    await browser.login(ana, world.password);
    expect(await localeOf(ana)).toBe('en-US');
    const call = (headers: Record<string, string> = {}) =>
      browser.request({ method: 'GET', url: urlOf('myUnreachableContacts'), headers });

    // The browser's own languages are a guess, not a choice.
    expect((await call({ 'accept-language': 'es' })).statusCode).toBe(200);
    expect(await localeOf(ana)).toBe('en-US');

    browser.cookies.set(LOCALE_COOKIE, 'es');
    expect((await call()).statusCode).toBe(200);
    expect(await localeOf(ana)).toBe('es');

    browser.cookies.set(LOCALE_COOKIE, 'fr');
    expect((await call()).statusCode).toBe(200);
    expect(await localeOf(ana)).toBe('es');

    browser.cookies.set(LOCALE_COOKIE, 'en-US');
    expect((await call()).statusCode).toBe(200);
    expect(await localeOf(ana)).toBe('en-US');
  });
});
