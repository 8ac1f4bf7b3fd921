import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { E2E_PORT } from '../identity-provider';
import { expect, signInAs, test } from './fixtures';

/*
 * What a phone downloads: bytes on the wire (encoded response bodies, as Chromium received them
 * from the running server) for a first visit with an empty cache, JavaScript and CSS apart.
 * The first page must stay within the budget; the other pages are measured and printed
 * (bench/RESULTS.md keeps the figures).
 */

/**
 * First page (home), bytes on the wire: the budgets. CSS 40 KB (USWDS is built from its
 * Sass sources with only what the pages use, src/uswds.scss); JavaScript 100 KB (about 86 KB
 * Brotli are sent, most of it React DOM, since the web writes its own messages, ADR 0019, and
 * routes with its own router, ADR 0121).
 */
const HOME_BUDGET = { script: 100 * 1024, stylesheet: 40 * 1024 };

/** What a later page (any module loaded on demand) may add to the first page's JavaScript, on the wire. */
const LATER_PAGE_BUDGET = 50 * 1024;
/**
 * The same for a module of the staff pages (`features/<concept>/staff/`), used on office computers,
 * not residents' phones: the PDF drawing of the document review (pdf.js, ADR 0409) is about 99 KB.
 */
const STAFF_PAGE_BUDGET = 120 * 1024;
const budgetOf = (page: string) => (/\/features\/[^/]+\/staff\//.test(page) ? STAFF_PAGE_BUDGET : LATER_PAGE_BUDGET);

interface Weight {
  /** Encoded (on the wire) and decoded bytes, by Chromium's resource type. */
  wire: Record<string, number>;
  decoded: Record<string, number>;
  files: Record<string, number>;
}

/** Records every response of `page` until `stop()`; sizes are read once the responses are complete. */
function record(page: Page) {
  const responses: Response[] = [];
  const listener = (r: Response) => responses.push(r);
  page.on('response', listener);
  return async (): Promise<Weight> => {
    page.off('response', listener);
    const weight: Weight = { wire: {}, decoded: {}, files: {} };
    for (const response of responses) {
      const type = response.request().resourceType();
      const sizes = await response.request().sizes();
      const body = response.status() === 200 ? await response.body() : Buffer.alloc(0);
      weight.wire[type] = (weight.wire[type] ?? 0) + sizes.responseBodySize;
      weight.decoded[type] = (weight.decoded[type] ?? 0) + body.length;
      weight.files[type] = (weight.files[type] ?? 0) + 1;
      if (type === 'script' || type === 'stylesheet') {
        // Every script and style sheet is sent compressed (Brotli: Chromium offers it on http://localhost).
        expect(await response.headerValue('content-encoding'), response.url()).toBe('br');
      }
    }
    return weight;
  };
}

/** A first visit: a fresh context (empty cache), optionally carrying a signed-in session. */
async function coldPage(browser: Browser, from?: BrowserContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(from ? { storageState: await from.storageState() } : {});
  return { context, page: await context.newPage() };
}

async function settle(page: Page) {
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const kb = (n = 0) => `${(n / 1024).toFixed(1)} KB`;
const total = (sizes: Record<string, number>) => Object.values(sizes).reduce((a, b) => a + b, 0);
const line = (route: string, w: Weight) =>
  `| ${route} | ${kb(w.wire.script)} (${w.files.script ?? 0}) | ${kb(w.wire.stylesheet)} | ${kb(w.wire.document)} | ` +
  `${kb(w.wire.fetch)} | ${kb(w.wire.font)} | ${kb(w.wire.image)} | ${kb(total(w.wire))} | ` +
  `${kb(w.decoded.script)} / ${kb(w.decoded.stylesheet)} |`;

test('the first page (home) stays within its budget of bytes on the wire', async ({ browser }) => {
  const { context, page } = await coldPage(browser);
  const stop = record(page);
  await page.goto(ROUTES.home);
  await settle(page);
  const weight = await stop();
  const scripts = `${kb(weight.wire.script)} (${weight.files.script} files)`;
  console.log(`home on the wire: JavaScript ${scripts}, CSS ${kb(weight.wire.stylesheet)}`);
  expect(weight.wire.script, 'JavaScript on the wire').toBeLessThanOrEqual(HOME_BUDGET.script);
  expect(weight.wire.stylesheet, 'CSS on the wire').toBeLessThanOrEqual(HOME_BUDGET.stylesheet);
  await context.close();
});

test('bytes on the wire of the main pages, first visit', async ({ browser, page, world }) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  const measure = async (route: string, go: (p: Page) => Promise<void>, from?: BrowserContext) => {
    const cold = await coldPage(browser, from);
    const stop = record(cold.page);
    await go(cold.page);
    await settle(cold.page);
    rows.push(line(route, await stop()));
    await cold.context.close();
  };
  await measure('home', (p) => p.goto(ROUTES.home).then(() => undefined));
  await measure('sign-in', (p) => p.goto(ROUTES.login).then(() => undefined));
  await measure('anonymous food application, first question', async (p) => {
    await p.goto(ROUTES.anonApply);
    await p.getByRole('button', { name: 'Apply without an account' }).click();
    await expect(p).toHaveURL(/\/nf-apply-for-assistance-anonymous\/form\//);
  });
  await signInAs(page, world.users.linked);
  await measure('dashboard (signed in)', (p) => p.goto(ROUTES.account).then(() => undefined), page.context());
  await measure('document upload (signed in)', (p) => p.goto(ROUTES.docUpload).then(() => undefined), page.context());
  console.log(
    [
      '| page | JavaScript (files) | CSS | HTML | API | fonts | images | all | JS / CSS decoded |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
});

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}

/** The web build the server sends: PORTAL_WEB_DIST when a run points the server at one built elsewhere. */
const DIST = process.env.PORTAL_WEB_DIST
  ? pathToFileURL(`${path.resolve(process.env.PORTAL_WEB_DIST)}/`)
  : new URL('../../apps/web/dist/', import.meta.url);

/**
 * Bytes of one built file as the running server sends it to a browser that accepts Brotli. It
 * must come as Brotli, unless the build wrote no Brotli copy: it does not for the few tiny
 * chunks Brotli would make larger (a 42-byte re-export), which go as they are or gzipped.
 */
function bytesOnTheWire(file: string): Promise<number> {
  const brotliBuilt = existsSync(new URL(`${file}.br`, DIST));
  return new Promise((resolve, reject) => {
    get({ host: 'localhost', port: E2E_PORT, path: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 && (res.headers['content-encoding'] === 'br' || !brotliBuilt)
          ? resolve(bytes)
          : reject(new Error(`${file}: ${res.statusCode} ${res.headers['content-encoding'] ?? 'uncompressed'}`)),
      );
    }).on('error', reject);
  });
}

test('every later page adds at most 50 KB of JavaScript to the first page, on the wire', async () => {
  // The build's own list of files: each module loaded on demand, and the files it imports.
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) closure(i, seen);
    return seen;
  };
  const first = new Set(
    Object.keys(manifest)
      .filter((k) => manifest[k]!.isEntry)
      .flatMap((k) => [...closure(k)]),
  );
  const wire = new Map<string, number>();
  const sizeOf = async (key: string) => {
    const file = manifest[key]!.file;
    if (!wire.has(file)) wire.set(file, await bytesOnTheWire(file));
    return wire.get(file)!;
  };
  const pages: { page: string; bytes: number }[] = [];
  for (const key of Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry)) {
    let bytes = 0;
    for (const k of closure(key)) if (!first.has(k)) bytes += await sizeOf(k);
    pages.push({ page: manifest[key]!.src ?? key, bytes });
  }
  pages.sort((a, b) => b.bytes - a.bytes);
  console.log(
    `${pages.length} modules loaded on demand; the largest add: ` +
      pages
        .slice(0, 5)
        .map((p) => `${p.page} ${kb(p.bytes)}`)
        .join(', '),
  );
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((p) => p.bytes > budgetOf(p.page))).toEqual([]);
});
