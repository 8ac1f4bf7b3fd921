/// <reference lib="dom" />
/**
 * Paint times in real Chromium (`npm run build`, then `npx tsx bench/first-paint.ts`): the
 * signed-in dashboard of the LINKED demo resident, and a visitor's home page as the reference
 * in the same run. Debian's Chromium (CHROMIUM_PATH), a processor 4× slower and 150 ms latency
 * at 1.6 Mbit/s emulated (Lighthouse's phone), the browser's cache off, LOADS loads each; the
 * medians of first paint, largest paint and the blocking time after first paint (long tasks'
 * time over 50 ms). The last line is the result as JSON, for bench/RESULTS.md.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts/routes';
import { launchChromium, root, startPortal, Visitor } from './portal';

const PORT = Number(process.env.BENCH_PAINT_PORT ?? 8396);
const LOADS = Number(process.env.BENCH_PAINT_LOADS ?? 12);
/** The emulated network: Lighthouse's slow 4G unless told (BENCH_PAINT_MBPS, BENCH_PAINT_LATENCY_MS). */
const MBPS = Number(process.env.BENCH_PAINT_MBPS ?? 1.6);
const LATENCY_MS = Number(process.env.BENCH_PAINT_LATENCY_MS ?? 150);

interface Paint {
  fcp: number;
  lcp: number;
  blocking: number;
}

/** Collects paint entries and long tasks from the page's first moment. */
function observe() {
  const w = window as unknown as { __paint: { fcp: number; lcp: number; tasks: [number, number][] } };
  w.__paint = { fcp: 0, lcp: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.entryType === 'longtask') w.__paint.tasks.push([e.startTime, e.duration]);
      else if (e.name === 'first-contentful-paint') w.__paint.fcp = e.startTime;
      else if (e.entryType === 'largest-contentful-paint') w.__paint.lcp = e.startTime;
    }
  }).observe({ entryTypes: ['longtask', 'paint', 'largest-contentful-paint'] });
}

async function loadOnce(page: Page, url: string): Promise<Paint> {
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main:not([hidden]) h1').first().waitFor();
  await page.waitForTimeout(2500);
  const m = await page.evaluate(
    () => (window as unknown as { __paint: { fcp: number; lcp: number; tasks: [number, number][] } }).__paint,
  );
  const blocking = m.tasks.filter(([start]) => start >= m.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { fcp: m.fcp, lcp: m.lcp, blocking };
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

async function measure(page: Page, url: string) {
  const loads: Paint[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(page, url));
  return {
    fcp: median(loads.map((l) => l.fcp)),
    lcp: median(loads.map((l) => l.lcp)),
    blocking: median(loads.map((l) => l.blocking)),
  };
}

async function main() {
  const portal = await startPortal(PORT, { PORTAL_WEB_DIST: path.join(root, 'apps/web/dist') });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(observe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (MBPS * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const home = await measure(page, `${portal.base}${ROUTES.home}`);
    console.log(`home (visitor): first paint ${home.fcp} ms, largest ${home.lcp} ms, blocking ${home.blocking} ms`);
    const ana = await new Visitor(portal.base).signIn('linked');
    await context.addCookies(
      [...ana.cookies].map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })),
    );
    const dashboard = await measure(page, `${portal.base}${ROUTES.account}`);
    const shown = new URL(page.url()).pathname;
    if (shown !== ROUTES.account) throw new Error(`the dashboard load ended on ${shown}`);
    console.log(
      `dashboard (signed in): first paint ${dashboard.fcp} ms, largest ${dashboard.lcp} ms, blocking ${dashboard.blocking} ms`,
    );
    console.log(
      JSON.stringify({
        machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
        loads: LOADS,
        home,
        dashboard,
      }),
    );
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
