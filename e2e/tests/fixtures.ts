import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import { TEST_WORLD_HEADER, type TestWorld } from '@portal/contracts/test-world';
import type { UserAccount } from '@portal/contracts';
import { fieldLabelText } from '../../apps/web/src/components/fieldLabel';
import {
  addSoftPasskey,
  signInWithSoftPasskey,
  SoftPasskey,
  type JsonPost,
} from '../../apps/server/src/test/authenticator';

export type { TestWorld };

export const DEMO_PASSWORD = 'Demo-Password-2026';

/** The WCAG 2.1 AA rule set every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own script, put once into each document a test checks. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page itself: its script goes into the document once (the app moves between
 * pages without reloading, so it stays), then each check is one `axe.run`, about 50–100 ms.
 * (`@axe-core/playwright` injected it again and opened a blank page to finish every run, about
 * 0.5–1 s a check, which the suite's ~550 checks paid in full.) The portal has no frames; if a
 * page ever gets one, this says so rather than leave the frame unchecked.
 */
export async function expectAccessible(page: Page, context = page.url()): Promise<void> {
  expect(page.frames(), `frames on ${context}: axe here checks the top document only`).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${context}`).toEqual([]);
}

/**
 * A new test world (PORTAL_TEST_HOOKS=1): the demo people, cases, accounts and providers made
 * again under names no other test shares (`world.users.linked` is this world's Ana Rivera).
 * Tests use these, never the demo accounts of the seed, so each runs alone, in any order and
 * beside the others.
 */
export async function makeWorld(request: APIRequestContext): Promise<TestWorld> {
  const res = await request.post('/api/test/world');
  expect(res.status(), 'a test world').toBe(200);
  return (await res.json()) as TestWorld;
}

/**
 * Every error summary the suite meets must name, in each entry, the field it links to (issue:
 * "3 errors to fix" then "This field is required." three times). Run in the page, it reads the
 * field's label as the summary does and reports an entry without it as a console error, which
 * fails the test below.
 */
const WATCH_ERROR_SUMMARIES = `(() => {
  const labelOf = ${fieldLabelText.toString()};
  const told = new Set();
  const check = () => {
    for (const a of document.querySelectorAll('[aria-labelledby="error-summary-title"] li a')) {
      const id = decodeURIComponent((a.getAttribute('href') || '').replace(/^#/, ''));
      const label = labelOf(document, id);
      // A box of a group may be named by its own words (its label, or what it is labelled by)
      // rather than the group's question.
      const field = document.getElementById(id);
      const named = [...(field?.labels ?? []), ...(field?.getAttribute('aria-labelledby') || '').split(' ').map((n) => document.getElementById(n))];
      const words = [label, ...named.map((n) => n?.textContent?.replace(/\\s+/g, ' ').trim())].filter(Boolean);
      const text = (a.textContent || '').replace(/\\s+/g, ' ');
      // A long statement may be named by its first sentence.
      if (words.some((w) => text.includes(w) || (w.length > 40 && text.startsWith(w.slice(0, 40))))) continue;
      const problem = 'error summary: "' + text + '" ' + (label ? 'does not name its field "' + label + '"' : 'links to no labelled field #' + id);
      if (!told.has(problem)) { told.add(problem); console.error(problem); }
    }
  };
  let timer;
  new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(check, 50); })
    .observe(document, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * Fails a test when the page logs an error to the console or throws. `world` is a test world
 * of the test's own, made when the test asks for it.
 */
export const test = base.extend<{ consoleErrors: string[]; world: TestWorld }>({
  world: async ({ request }, use) => {
    await use(await makeWorld(request));
  },
  consoleErrors: [
    async ({ page }, use) => {
      await page.addInitScript(WATCH_ERROR_SUMMARIES);
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A resource that failed names itself only in the message's location: keep it, so a
        // failure says which call was refused.
        if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The console lines so far are all the one expected kind (a refusal the page shows, say); they
 * are taken off the list, and any other line fails the test by its own text.
 */
export function expectOnlyConsoleErrors(consoleErrors: string[], expected: string): void {
  const others = consoleErrors.splice(0).filter((e) => !e.includes(expected));
  expect(others, `console errors other than "${expected}"`).toEqual([]);
}

/** Chooses Spanish through the language control, as a resident would. */
export async function switchToSpanish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/**
 * Signs a demo user in through the API with the page's own cookies (page.request shares the
 * browser's, so the session lands in the browser), the way the login pages would: the password,
 * then — for LINKED residents and staff — a security code sent to the primary contact and read
 * from the development mailbox, as the person would read it on their phone; staff and providers
 * then use or add their passkey. The calls are not the page's, so a refusal on the way (the
 * password form's answer to an account with a passkey) is not an error in its console. Journeys
 * that test the login screens themselves use the screens instead.
 */
export async function signInAs(page: Page, username: string): Promise<void> {
  // Let the app's own session start finish first: its late answer would replace the new session's cookie.
  const started = page.waitForResponse((r) => r.url().endsWith('/api/v1/ua/user_account_login'));
  await page.goto('/');
  await started;
  const json = async (res: APIResponse) => (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const res = await postAsPage(page, urlOf('login'), { username, password: DEMO_PASSWORD });
  const body = await json(res);
  // A staff or provider account that has its passkey: the password form points to it (ADR 0132).
  const refusal = (body?.errors as { code: string }[] | undefined)?.[0]?.code;
  if (res.status() === 401 && refusal === 'PASSKEY_REQUIRED') return passkeyStep(page, username, true);
  expect(res.status(), `password step of ${username}`).toBe(200);
  if (body?.next === 'MFA') {
    const uuid = body.loginAttemptId;
    const sent = await postAsPage(page, urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    expect(sent.status(), `code sent to ${username}`).toBe(200);
    const mailbox = (await (
      await page.request.get(`${urlOf('devMailbox')}?userName=${encodeURIComponent(username)}`)
    ).json()) as { messages: { userName: string | null; templateKey: string; body: string }[] };
    const message = mailbox.messages.find((m) => m.userName === username && m.templateKey === 'mfa.code');
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code, `a code for ${username} in the mailbox`).toBeTruthy();
    const confirmed = await postAsPage(page, urlOf('mfaConfirmCode'), { uuid, confirmationCode: code });
    expect((await json(confirmed))?.outcome, `code step of ${username}`).toBe('SUCCESS');
  }
  await passkeyStep(page, username, false);
}

/**
 * Staff and providers sign in with a passkey (ADR 0132). The suite's passkey for an account is
 * made from its username (authenticator.ts), so every worker holds the same one: the account signs
 * in with it once it has one, and a session with none yet adds it, as the "Add a passkey to
 * continue" page would. The calls are the page's own (its cookies and CSRF token).
 */
async function passkeyStep(page: Page, username: string, signIn: boolean): Promise<void> {
  const { origin, hostname } = new URL(page.url());
  const passkey = new SoftPasskey({ origin, rpId: hostname }, username);
  const post: JsonPost = async (url, body) => {
    const res = await postAsPage(page, url, body);
    return { status: res.status(), body: (await res.json().catch(() => null)) as unknown };
  };
  if (signIn) {
    const res = await signInWithSoftPasskey(post, passkey, username);
    expect(res.status, `passkey sign-in of ${username}`).toBe(200);
    return;
  }
  const account = (await (await page.request.get(urlOf('userAccountLogin'))).json()) as UserAccount;
  if (account.passkeyRequired) await addSoftPasskey(post, passkey, 'Suite key');
}

/** Another person signs in on the same browser, once the page is left and the cookies are gone. */
export async function signInAgain(page: Page, username: string): Promise<void> {
  await leaveAndForget(page);
  await signInAs(page, username);
}

/**
 * The portal's page closes and the browser forgets its cookies: the next person starts as on a
 * browser of their own. Clearing the cookies under a page still open would not be that: a read
 * or keep-alive it sends a moment later goes without them, is refused (a 401 in the console)
 * and signs out whoever is signing in.
 */
export async function leaveAndForget(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Puts every request of the page's browser on the world's own clock, so the test can move
 * days ahead (advanceWorldClock) while tests beside it stay on today. Call it before the first
 * page of the test.
 */
export async function useWorldClock(page: Page, world: TestWorld): Promise<void> {
  await page.context().setExtraHTTPHeaders({ [TEST_WORLD_HEADER]: String(world.number) });
}

/** Moves the world's clock forward (PORTAL_TEST_HOOKS=1 only); returns its "now". */
export async function advanceWorldClock(page: Page, world: TestWorld, ms: number): Promise<Date> {
  const res = await page.request.post('/api/test/clock', { data: { advanceMs: ms, world: world.number } });
  expect(res.ok()).toBe(true);
  return new Date(((await res.json()) as { now: string }).now);
}

/**
 * The person closes the portal and comes back `ms` later on the world's clock. A signed-in page
 * left open across the jump could send its keep-alive after it, into a session that by then has
 * long run out; the portal would rightly sign them out, in a journey about something else.
 */
export async function comeBackLater(page: Page, world: TestWorld, ms: number): Promise<Date> {
  await page.goto('about:blank');
  return advanceWorldClock(page, world, ms);
}

/**
 * POSTs JSON as the page's own browser would: the same cookies (page.request shares them with
 * the page) and the CSRF token read from the cookie at the time of the call, since signing in
 * starts a new session and with it a new token.
 */
export async function postAsPage(page: Page, url: string, body: unknown = {}) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'portal_csrf')?.value ?? '';
  return page.request.post(url, { data: body, headers: { 'x-csrf-token': csrf } });
}

/** Opens the home page and waits for the app's own session start (it sets the CSRF cookie). */
export async function openWithSession(page: Page): Promise<void> {
  const started = page.waitForResponse((r) => r.url().endsWith('/api/v1/ua/user_account_login'));
  await page.goto('/');
  await started;
}

let freshAccounts = 0;

/**
 * Creates a new STANDARD account through the sign-up call and leaves the browser signed in as
 * it. For journeys that need a resident with nothing on file: the demo `resident` collects
 * applications as other journeys run against the same server.
 */
export async function signUpFresh(page: Page, prefix = 'fresh'): Promise<string> {
  const username = `${prefix}.${Date.now().toString(36)}${++freshAccounts}`;
  await openWithSession(page);
  const res = await postAsPage(page, '/api/v1/auth/signup', {
    username,
    password: DEMO_PASSWORD,
    firstName: 'Robin',
    lastName: 'Park',
    email: `${username}@example.org`,
  });
  expect(res.status(), `sign up as ${username}`).toBe(200);
  return username;
}

/**
 * A platform authenticator for the page (the DevTools protocol's virtual one) that keeps
 * discoverable passkeys and verifies the person, as a phone's or laptop's face, fingerprint or
 * screen lock would: the browser runs the whole WebAuthn ceremony against the server.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * A caseworker's search in a work queue: types `text`, presses the search button (`label`, the
 * page's language) and waits until the list drawn is the answer to it. While it is read, the last
 * list stays dimmed, marked busy and inert, so its rows must not be read or clicked.
 */
export async function searchQueue(page: Page, text: string, label = 'Search'): Promise<void> {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === text);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
