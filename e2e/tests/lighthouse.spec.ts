import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ROUTES } from '@portal/contracts';
import { expect, signInAs, test } from './fixtures';

/*
 * Lighthouse as a phone sees the portal: its default mobile settings (a mid-range phone, slow 4G
 * and a 4× slower processor, simulated), each page from an empty cache, five runs each and the
 * median kept. Accessibility and best practices must be 100; performance must stay at or above
 * PERFORMANCE_FLOOR (bench/RESULTS.md keeps the scores).
 *
 * The 4× slowdown assumes a host about as fast as Lighthouse's reference desktop (it warns about
 * hosts whose BenchmarkIndex is under 1000): on a slower host the same 4× stands for a much
 * slower phone than the one meant. So, as Lighthouse's throttling guide advises, the slowdown is
 * calibrated to the host: its BenchmarkIndex over a low-tier phone's (264, the figure DevTools'
 * CPU calibration uses), never more than the default 4. The index and the slowdown are printed.
 */
/**
 * The floor sits under the spread this 2-core CI machine measures: the same build moves by up to 9
 * points from one run to the next here (bench/RESULTS.md), and every page scored 94–99 in the
 * runs that set it (signed-in pages included, since ADR 0123). It catches a page that loses ten
 * points, not the machine's noise. It was 75 for public pages and 60 for signed-in ones while
 * those scored 64–89.
 */
const PERFORMANCE_FLOOR = 85;
const RUNS = 5;
const DEFAULT_SLOWDOWN = 4;
const LOW_TIER_PHONE_BENCHMARK = 264;
const slowdownFor = (benchmarkIndex: number) =>
  Math.min(DEFAULT_SLOWDOWN, Math.max(1, Math.round((benchmarkIndex / LOW_TIER_PHONE_BENCHMARK) * 10) / 10));
const DEBUG_PORT = 9400 + (Number(process.env.E2E_PORT ?? 0) % 500);

interface Scores {
  /** Lighthouse's measure of the host's processor speed. */
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Where the page ended: a signed-in page that fell back to the sign-in page would score it instead. */
  finalPath: string;
}

/** The processor slowdown the audits use: Lighthouse's default until the host is measured. */
let slowdown = DEFAULT_SLOWDOWN;

async function audit(url: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    throttling: { cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
  // LIGHTHOUSE_REPORT_DIR keeps each run's whole report, to see what a score is made of.
  const keep = process.env.LIGHTHOUSE_REPORT_DIR;
  if (keep)
    writeFileSync(
      path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      result.report as string,
    );
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? NaN;
  return {
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalPath: new URL(finalDisplayedUrl).pathname,
  };
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, a known flake of its tracing, not of
 * the page): such a run is tried again, twice at most.
 */
async function auditWithRetry(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (err) {
      if (attempt === 3 || !String(err).includes('NO_NAVSTART')) throw err;
    }
  }
}

/** The run with the median performance score of RUNS runs. */
async function median(url: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url));
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (name: string, s: Scores) =>
  `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ` +
  `${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} |`;

test.describe.configure({ timeout: 15 * 60_000 });

test('Lighthouse on a phone: accessibility and best practices 100, performance at its floor', async ({
  baseURL,
  world,
}) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  // Lighthouse drives the browser over its debugging port; its tabs share this profile's cookies.
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows: string[] = [];
  const results: [string, Scores][] = [];
  const measure = async (name: string, route: string) => {
    const scores = await median(new URL(route, baseURL).href);
    expect(scores.finalPath, `${name} was measured on its own page`).toBe(route);
    results.push([name, scores]);
    rows.push(row(name, scores));
  };
  let host = '';
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    // One audit to measure the host, then every page with the slowdown it calls for.
    const { benchmarkIndex } = await auditWithRetry(new URL(ROUTES.home, baseURL).href);
    slowdown = slowdownFor(benchmarkIndex);
    host = `Host BenchmarkIndex ${Math.round(benchmarkIndex)}: processor slowdown ${slowdown}×.`;
    await measure('home', ROUTES.home);
    await measure('sign-in', ROUTES.login);
    // An anonymous application's form lives in the tab that started it (a new tab starts over),
    // so its first page is the one measured.
    await measure('anonymous food application, first page', ROUTES.anonApply);
    await signInAs(page, world.users.linked);
    await page.goto('about:blank');
    await measure('dashboard (signed in)', ROUTES.account);
    await measure('document upload (signed in)', ROUTES.docUpload);
  } finally {
    console.log(
      [
        host,
        `| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |`,
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
      ].join('\n'),
    );
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  for (const [name, s] of results) {
    expect.soft(s.accessibility, `${name}: accessibility`).toBe(100);
    expect.soft(s.bestPractices, `${name}: best practices`).toBe(100);
    expect.soft(s.performance, `${name}: performance`).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
  }
});
