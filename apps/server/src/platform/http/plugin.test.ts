import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, CSRF_COOKIE, CSRF_HEADER, UA_BASE, urlOf } from '@portal/contracts';
import { PAGE_MODULES_FILE, type PageModulesTable } from '@portal/contracts/page-modules';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { errorLogLine } from './plugin';

/**
 * An attacker spells a path differently (`/%61pi/v1/…`): the router still finds the route, so
 * every rule — CSRF, access, body type, no-store — must hold for that spelling exactly as for
 * the plain one. Every operation the API documents is tried.
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let resident: TestBrowser;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  t = await startTestApp();
  resident = t.browser();
  await resident.login(DEMO_USERS.linked, DEMO_PASSWORD);
  const doc = (await resident.get('/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  operations = Object.entries(doc.paths).flatMap(([pattern, ops]) =>
    METHODS.filter((m) => m in ops).map((m) => ({
      method: m.toUpperCase(),
      path: pattern.replace(/\{[^}]+\}/g, SOME_ID),
    })),
  );
}, 60_000);
afterAll(async () => t?.close());

/** `%xx` for the character at `index`, in lower- or upper-case hex. */
function encodeAt(p: string, index: number, upper = false): string {
  const hex = p.charCodeAt(index).toString(16);
  return `${p.slice(0, index)}%${upper ? hex.toUpperCase() : hex}${p.slice(index + 1)}`;
}

/** The same path spelled several ways: a letter of `api`, of `v1`, of `ua`, and of the rest with hex letters in both cases. */
function spellings(p: string): string[] {
  const out = [encodeAt(p, 1), encodeAt(p, 2), encodeAt(p, 3), encodeAt(p, API_ROOT.indexOf('v'))];
  if (p.startsWith(`${UA_BASE}/`)) out.push(encodeAt(p, UA_BASE.length - 2));
  const rest = API_ROOT.length + 1;
  const withHexLetter = [...p.slice(rest)].findIndex(
    (c) => /[a-z]/i.test(c) && /[a-f]/.test(c.charCodeAt(0).toString(16)),
  );
  if (withHexLetter >= 0) out.push(encodeAt(p, rest + withHexLetter), encodeAt(p, rest + withHexLetter, true));
  return out;
}

/** A cross-site form or fetch: the browser sends the cookies, but not the CSRF header, and a simple content type. */
function crossSite(browser: TestBrowser, method: string, url: string, payload?: string) {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.inject({ method: method as 'GET', url, headers: { cookie, 'content-type': 'text/plain' }, payload });
}

describe('percent-encoded paths', () => {
  it('covers the documented API', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations).toContainEqual({ method: 'POST', path: urlOf('logout') });
  });

  it('get the same answer as the plain path, with no-store, for every operation', async () => {
    const differences: string[] = [];
    for (const op of operations) {
      const plain = await crossSite(resident, op.method, op.path);
      if (!String(plain.headers['cache-control']).includes('no-store'))
        differences.push(`${op.method} ${op.path}: no no-store`);
      for (const url of spellings(op.path)) {
        const res = await crossSite(resident, op.method, url);
        if (res.statusCode !== plain.statusCode)
          differences.push(`${op.method} ${url}: ${res.statusCode}, plain ${plain.statusCode}`);
        if (!String(res.headers['cache-control']).includes('no-store'))
          differences.push(`${op.method} ${url}: no no-store`);
      }
    }
    expect(differences).toEqual([]);
    // The session survived every cross-site write: none of them ran.
    expect((await resident.get(urlOf('userAccountLogin'))).json()).toMatchObject({ userName: DEMO_USERS.linked });
  }, 120_000);

  it('refuses a cross-site sign-out and draft however the path is spelled', async () => {
    for (const url of [urlOf('logout'), '/%61pi/v1/auth/logout', '/api/%761/auth/logout', '/API/v1/auth/logout']) {
      const res = await crossSite(resident, 'POST', url);
      expect(res.statusCode, url).not.toBe(200);
    }
    const draft = await crossSite(resident, 'POST', `/%61pi/v1/ua/application_form`, '{"applicationTypeId":"SNAP"}');
    expect(draft.statusCode).toBe(403);
    expect(draft.json().errors[0].code).toBe('CSRF');
  });
});

describe('body types', () => {
  it('refuse text/plain and form bodies on every write, with or without a body, with the error shape', async () => {
    const writes = operations.filter((op) => op.method !== 'GET');
    const csrf = resident.cookies.get(CSRF_COOKIE)!;
    const wrong: string[] = [];
    for (const op of writes) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        for (const url of [op.path, encodeAt(op.path, 1)]) {
          const res = await resident.request({
            method: op.method,
            url,
            headers: { 'content-type': type, [CSRF_HEADER]: csrf },
          });
          if (res.statusCode !== 415 || res.json().errors?.[0]?.code !== 'UNSUPPORTED_MEDIA_TYPE') {
            wrong.push(`${op.method} ${url} ${type}: ${res.statusCode}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    const withBody = await resident.request({
      method: 'POST',
      url: urlOf('logout'),
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(withBody.statusCode).toBe(415);
    expect(withBody.json().errors[0].message).toMatch(/not in a form this service accepts/);
  }, 120_000);

  it('read JSON, and writes without a body and without a type still work', async () => {
    const b = await t.browser().start();
    expect((await b.post(urlOf('sessionKeepAlive'))).statusCode).toBe(200);
    const res = await b.request({
      method: 'POST',
      url: urlOf('login'),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });
});

/** A web build's table of page files, as build/page-modules.ts writes it. */
const pageModules: PageModulesTable = {
  '/nf-apply-for-assistance': { guard: 'public', files: ['assets/apply.js', 'assets/form.js'] },
  '/account': { guard: 'signedIn', files: ['assets/dashboard.js'] },
  '/worker': { guard: 'staff', files: ['assets/worker.js'] },
};

describe('not found', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'plugin-test-web-'));
  let withWeb: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(path.join(dist, path.dirname(PAGE_MODULES_FILE)));
    writeFileSync(path.join(dist, PAGE_MODULES_FILE), JSON.stringify(pageModules));
    withWeb = await startTestApp({ env: { PORTAL_WEB_DIST: dist } });
  });
  afterAll(async () => {
    await withWeb?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('an unknown API path answers JSON 404 with no-store however it is spelled; a screen path gets the app', async () => {
    for (const url of ['/api/v1/nothing', '/%61pi/v1/nothing', '/api/%761/nothing', '/%41PI/v1/nothing?x=1']) {
      const res = await withWeb.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const screen = await withWeb.app.inject({ method: 'GET', url: '/dashboard' });
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-type']).toMatch(/text\/html/);
  });

  /** The reads and the module files a screen's `Link` header names, each entry in its expected form. */
  const named = (link: unknown) => {
    const reads: string[] = [];
    const files: string[] = [];
    for (const entry of String(link).split(', ')) {
      const target = entry.slice(1, entry.indexOf('>'));
      if (entry.includes('rel=modulepreload')) {
        expect(entry).toMatch(/^<\/assets\/[^>]+>; rel=modulepreload; fetchpriority=low$/);
        files.push(target);
      } else {
        expect(entry).toMatch(/^<[^>]+>; rel=preload; as=fetch; crossorigin=anonymous$/);
        reads.push(target);
      }
    }
    return { reads, files };
  };
  const everyone = [urlOf('systemConfigurations'), urlOf('userAccountLogin'), urlOf('externalUrlConfig')];

  it('a screen names its start-up reads for the browser to fetch early, and each answers that browser', async () => {
    const visitor = withWeb.browser();
    expect(named((await visitor.get('/nf-apply-for-assistance')).headers.link).reads).toEqual(everyone);

    const resident = await withWeb.signedIn(DEMO_USERS.standard);
    const { reads } = named((await resident.get('/account')).headers.link);
    expect(reads).toEqual([
      ...everyone,
      urlOf('linkedUser'),
      urlOf('presumptiveUser'),
      urlOf('authRepDisplay'),
      urlOf('newbornLinked'),
    ]);
    for (const url of reads) expect((await resident.get(url)).statusCode, url).toBe(200);
  });

  it("a screen names its page's module files, however the address is spelled, to whoever may open the page", async () => {
    const visitor = withWeb.browser();
    const files = async (who: TestBrowser, url: string) => named((await who.get(url)).headers.link).files;
    const apply = ['/assets/apply.js', '/assets/form.js'];
    // Static segments match without regard to case; a trailing slash and the query do not count.
    for (const url of ['/nf-apply-for-assistance', '/NF-Apply-For-Assistance/', '/nf-apply-for-assistance?lang=es'])
      expect(await files(visitor, url), url).toEqual(apply);
    // The router does not decode an address's static segments: neither does the table.
    expect(await files(visitor, '/nf-apply-for-%61ssistance')).toEqual([]);
    expect(await files(visitor, '/nf-apply-for-assistance/x')).toEqual([]);
    expect(await files(visitor, '/nf-apply-for-assistance//')).toEqual([]);
    // A guarded page's files only for someone who will see it (a visitor goes to the sign-in).
    expect(await files(visitor, '/account')).toEqual([]);
    const resident = await withWeb.signedIn(DEMO_USERS.standard);
    expect(await files(resident, '/account')).toEqual(['/assets/dashboard.js']);
    expect(await files(resident, '/worker')).toEqual([]);
    const caseworker = await withWeb.signedIn(DEMO_USERS.caseworker);
    expect(await files(caseworker, '/worker')).toEqual(['/assets/worker.js']);
  });

  it('names nothing of a signed-in account to a staff session that must add a passkey first (ADR 0132)', async () => {
    const b = withWeb.browser();
    const first = await b.loginPassword(DEMO_USERS.hearingOfficer, DEMO_PASSWORD);
    const uuid = first.json().loginAttemptId as string;
    await b.post(urlOf('mfaSendCode'), { uuid, nfValue: 'PRIMARY' });
    await b.post(urlOf('mfaConfirmCode'), { uuid, confirmationCode: await b.latestCode(uuid) });
    const { reads, files } = named((await b.get('/worker')).headers.link);
    expect(reads).toEqual(everyone);
    expect(files).toEqual([]);
  });

  it('the table itself is not served', async () => {
    const res = await withWeb.browser().get(`/${PAGE_MODULES_FILE}`);
    expect(res.body).not.toContain('assets/dashboard.js');
  });
});

describe('the error log', () => {
  it('names the method, routed path and error, never the values of the request or of a failed query', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new Error('Failed query: select * from users where username = $1\nparams: ana@example.org', {
      cause,
    });
    const req = {
      method: 'POST',
      url: '/api/v1/auth/login?email=ana@example.org',
      routeOptions: { url: urlOf('login') },
    };
    const line = errorLogLine(req as never, error);
    expect(line).toMatchObject({
      method: 'POST',
      route: urlOf('login'),
      status: 500,
      error: { message: cause.message, errorCode: '22021' },
    });
    expect(JSON.stringify(line)).not.toMatch(/ana@example\.org|select \*/);
  });
});
