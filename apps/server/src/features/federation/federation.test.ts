import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo, ROUTES, urlOf, type UserAccount } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { federatedIdentities, users } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider';

const REDIRECT_URL = `http://localhost:8080${urlOf('federationCallback')}`;

let t: TestApp;
let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider({ redirectUrl: REDIRECT_URL });
  t = await startTestApp({
    env: {
      OIDC_ISSUER_URL: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_REDIRECT_URL: REDIRECT_URL,
    },
  });
  const verified = (email: string, yes: boolean) => ({ email, email_verified: yes });
  idp.addPerson({ sub: 'rosa-1', given_name: 'Rosa', family_name: 'Tester', ...verified('rosa@example.com', true) });
  idp.addPerson({ sub: 'omar-2', given_name: 'Omar', family_name: 'Quinn', ...verified('omar@example.com', false) });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/**
 * The browser's trip: the portal's start call, the provider's redirects (its own cookies kept
 * apart, as a browser keeps them per site), until the provider sends the browser back to the
 * portal's callback. Answers that callback URL, for the test to deliver (or tamper with).
 */
async function throughProvider(b: TestBrowser): Promise<URL> {
  const start = await b.get(urlOf('federationStart'));
  expect(start.statusCode).toBe(302);
  let url = new URL(String(start.headers.location));
  expect(url.origin).toBe(idp.issuer);
  const jar = new Map<string, string>();
  for (let hop = 0; hop < 10 && !url.href.startsWith(REDIRECT_URL); hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    url = new URL(location, url);
  }
  expect(url.href.startsWith(REDIRECT_URL)).toBe(true);
  return url;
}

const deliver = (b: TestBrowser, callback: URL) => b.get(callback.pathname + callback.search);

async function signIn(b: TestBrowser, sub: string, amr?: string[]) {
  idp.signInAs(sub, amr);
  return deliver(b, await throughProvider(await b.start()));
}

const whoIs = async (b: TestBrowser) => (await b.get(urlOf('userAccountLogin'))).json<UserAccount>();
const failure = (reason: string) => pathTo(ROUTES.ssoReturn, {}, { error: reason });

describe('sign-in with the state identity provider', () => {
  it('tells the web app that provider sign-in is on, and is off when no issuer is configured', async () => {
    const settings = await t.browser().get(urlOf('systemConfigurations'));
    expect(settings.json().identityProviderSignIn).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).oidc).toBeUndefined();
    const plainInProduction = { NODE_ENV: 'production', OIDC_ISSUER_URL: 'http://idp.example', OIDC_CLIENT_ID: 'x' };
    expect(() => loadConfig(plainInProduction)).toThrow();
  });

  it('signs a new resident in to a new STANDARD account made from the verified claims', async () => {
    const b = t.browser();
    const back = await signIn(b, 'rosa-1');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(ROUTES.ssoReturn);
    const account = await whoIs(b);
    expect(account.userType).toBe('STANDARD');
    expect(account.displayName).toContain('Rosa');
    expect((await b.get(urlOf('linkedUser'))).json().nfUserFullName).toBe('Rosa Tester');
    const [user] = await t.db.select().from(users).where(eq(users.username, account.userName!));
    expect(user?.email).toBe('rosa@example.com');
    const links = await t.db.select().from(federatedIdentities).where(eq(federatedIdentities.userId, user!.id));
    expect(links).toMatchObject([{ issuer: idp.issuer, subject: 'rosa-1' }]);
  });

  it('brings the same person back to the same account, and keeps an unverified e-mail out', async () => {
    const first = await whoIs(
      await (async () => {
        const b = t.browser();
        await signIn(b, 'rosa-1');
        return b;
      })(),
    );
    const again = t.browser();
    expect((await signIn(again, 'rosa-1')).headers.location).toBe(ROUTES.ssoReturn);
    expect((await whoIs(again)).userName).toBe(first.userName);
    const links = await t.db.select().from(federatedIdentities).where(eq(federatedIdentities.subject, 'rosa-1'));
    expect(links).toHaveLength(1);

    const omar = t.browser();
    await signIn(omar, 'omar-2');
    const account = await whoIs(omar);
    expect(account.userName).not.toBe(first.userName);
    const [user] = await t.db.select().from(users).where(eq(users.username, account.userName!));
    expect(user?.email).toBeNull();
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    const b = await t.browser().start();
    idp.signInAs('rosa-1');
    const callback = await throughProvider(b);
    callback.searchParams.set('state', 'a-state-this-browser-never-had');
    const back = await deliver(b, callback);
    expect(back.headers.location).toBe(failure('STATE_MISMATCH'));
    expect((await whoIs(b)).userType).toBeNull();
  });

  it('refuses a tampered code, and the started sign-in cannot be used a second time', async () => {
    const b = await t.browser().start();
    idp.signInAs('rosa-1');
    const callback = await throughProvider(b);
    const genuine = new URL(callback);
    callback.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    expect((await deliver(b, callback)).headers.location).toBe(failure('FAILED'));
    expect((await whoIs(b)).userType).toBeNull();
    expect((await deliver(b, genuine)).headers.location).toBe(failure('EXPIRED'));
    expect((await whoIs(b)).userType).toBeNull();
  });

  it('does not finish a sign-in started in another browser, or one left for more than ten minutes', async () => {
    const started = await t.browser().start();
    idp.signInAs('rosa-1');
    const callback = await throughProvider(started);
    const other = await t.browser().start();
    expect((await deliver(other, callback)).headers.location).toBe(failure('EXPIRED'));

    const slow = await t.browser().start();
    idp.signInAs('rosa-1');
    const late = await throughProvider(slow);
    clock.advance(11 * 60_000);
    expect((await deliver(slow, late)).headers.location).toBe(failure('EXPIRED'));
    expect((await whoIs(slow)).userType).toBeNull();
  });

  it('explains a sign-in the person cancelled at the provider', async () => {
    const b = await t.browser().start();
    idp.refuseNext();
    const back = await deliver(b, await throughProvider(b));
    expect(back.headers.location).toBe(failure('REFUSED'));
    expect((await whoIs(b)).userType).toBeNull();
  });

  it("asks an enhanced account for the portal's code unless the provider reports multi-factor", async () => {
    const b = t.browser();
    await signIn(b, 'rosa-1');
    const userName = (await whoIs(b)).userName!;
    const [linked] = await t.db.select().from(users).where(eq(users.username, DEMO_USERS.linked));
    const enhanced = { userType: 'LINKED' as const, linkedPersonId: linked!.linkedPersonId };
    await t.db.update(users).set(enhanced).where(eq(users.username, userName));

    const withPassword = t.browser();
    const back = await signIn(withPassword, 'rosa-1', ['pwd']);
    expect(back.headers.location).toMatch(/^\/nfMFAQuestions\/[0-9a-f-]{36}$/);
    expect((await whoIs(withPassword)).userType).toBeNull();

    const withMfa = t.browser();
    expect((await signIn(withMfa, 'rosa-1', ['pwd', 'otp', 'mfa'])).headers.location).toBe(ROUTES.ssoReturn);
    expect(await whoIs(withMfa)).toMatchObject({ userName, userType: 'LINKED' });
  });

  it('documents both calls in the OpenAPI description', async () => {
    const doc = (await t.browser().get('/api/openapi.json')).json();
    expect(doc.paths[urlOf('federationStart')].get.operationId).toBe('federationStart');
    expect(doc.paths[urlOf('federationCallback')].get.responses).toHaveProperty('302');
  });
});
