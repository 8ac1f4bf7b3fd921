/// <reference lib="dom" />
/**
 * The README's two-person food application, filled in by a script on a phone and on a desktop
 * in the same run (`npm run build`, then `npx tsx bench/phone-application.ts`): how many screens
 * a person goes through from "Apply without an account" to "Check your answers", and how long the
 * screens take to come (typing is instant here: the time is the portal's, not the person's).
 * The phone is 375 px wide with a processor 4× slower and 1.6 Mbit/s at 150 ms (Lighthouse's
 * phone); the desktop is 1280 px on the same network, unthrottled. RUNS runs each; medians. The
 * last line is the result as JSON, for bench/RESULTS.md.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, root, startPortal } from './portal';

const PORT = Number(process.env.BENCH_PHONE_PORT ?? 8397);
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);

/** Casey Nguyen and her son: the applicant works, the child does not (README). */
const ANSWERS: Record<string, string> = {
  householdSize: '2',
  'firstName.0': 'Casey',
  'lastName.0': 'Nguyen',
  'birthDate.0': '11/02/1982',
  'ssn.0': '512-34-5678',
  'citizen.0': 'yes',
  'firstName.1': 'Minh',
  'lastName.1': 'Nguyen',
  'birthDate.1': '06/15/2014',
  'citizen.1': 'yes',
  'relationship.1': 'CHILD',
  'homeAddress.line1': '14 Old Mill Road',
  'homeAddress.city': 'Durham',
  'homeAddress.state': 'NC',
  'homeAddress.zip': '27502',
  monthIncome: '1400',
  cashOnHand: '60',
  migrant: 'no',
  'hasJob.0': 'yes',
  'hasOtherIncome.0': 'no',
  'employer.0.0': 'Blue Harbor Lending',
  'jobPay.0.0': '700',
  'jobFrequency.0.0': 'BIWEEKLY',
  'jobHours.0.0': '30',
  'moreJobs.0.0': 'no',
  'hasJob.1': 'no',
  'hasOtherIncome.1': 'no',
  rent: '650',
  careCosts: 'no',
  medicalExpenses: 'no',
  hasVehicle: 'no',
  otherProperty: 'no',
};

const idOf = (key: string) => `q-${key.replace(/\./g, '-')}`;

/** Answers what the screen asks (its form names its questions in data-step-keys) and continues. */
async function answerScreen(page: Page): Promise<void> {
  const form = page.locator('form[data-step]');
  const asked = new Set(((await form.getAttribute('data-step-keys')) ?? '').split(' ').filter(Boolean));
  // Questions of this screen are `key` or `key.i.j` (one per person or job).
  const keys = Object.keys(ANSWERS).filter((k) => asked.has(k) || asked.has(k.slice(0, k.lastIndexOf('.'))));
  for (const key of keys) {
    const id = idOf(key);
    const field = page.locator(`#${id}, input[name="${id}"]`).first();
    if ((await field.count()) === 0) continue;
    const type = await field.evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName));
    if (type === 'radio' || type === 'checkbox') {
      const inputId = await page.locator(`input[name="${id}"][value="${ANSWERS[key]}"]`).getAttribute('id');
      await page.locator(`label[for="${inputId}"]`).click();
    } else if (type === 'SELECT') await field.selectOption(ANSWERS[key]!);
    else await field.fill(ANSWERS[key]!);
  }
  const url = page.url();
  const step = await form.getAttribute('data-step');
  await form.evaluate((f) => f.setAttribute('data-sent', ''));
  await page.locator('form button[type=submit]').click();
  // The next page (a new address), the next screen of this page (a new step), or a refusal.
  await page.waitForFunction(
    ([before, was]) =>
      location.href !== before ||
      document.querySelector('form[data-step]')?.getAttribute('data-step') !== was ||
      document.querySelector('.usa-alert--error') !== null,
    [url, step] as const,
    { timeout: 60_000 },
  );
  const refused = page.locator('.usa-alert--error');
  if ((await refused.count()) > 0) throw new Error(`refused: ${await refused.first().textContent()}`);
  if (page.url() === url) await form.evaluate((f) => f.removeAttribute('data-sent'));
}

/** One application from the start button to "Check your answers": screens and milliseconds. */
async function applyOnce(browser: Browser, base: string, phone: boolean) {
  const context = await browser.newContext({
    viewport: phone ? { width: 375, height: 740 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (phone) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/nf-apply-for-assistance-anonymous`);
  const started = Date.now();
  await page.getByRole('button', { name: 'Apply without an account' }).click();
  let screens = 0;
  for (;;) {
    const heading = page.locator('main h1');
    await heading.waitFor();
    if ((await heading.textContent())?.includes('Check your answers')) break;
    // A screen is drawn once its form is (and not the one just sent).
    await page.locator('form[data-step]:not([data-sent]), main h1:has-text("Check your answers")').first().waitFor();
    if ((await heading.textContent())?.includes('Check your answers')) break;
    screens += 1;
    if (screens > 60) throw new Error('the application did not end');
    await answerScreen(page);
  }
  const ms = Date.now() - started;
  await context.close();
  return { screens, ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const portal = await startPortal(PORT, { PORTAL_WEB_DIST: path.join(root, 'apps/web/dist') });
  const browser = await launchChromium();
  try {
    const result: Record<string, { screens: number; medianMs: number; runsMs: number[] }> = {};
    for (const [name, phone] of [
      ['phone 375 px, 4× CPU', true],
      ['desktop 1280 px', false],
    ] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await applyOnce(browser, portal.base, phone));
      const screens = new Set(runs.map((r) => r.screens));
      if (screens.size !== 1) throw new Error(`screens differ between runs: ${[...screens].join(', ')}`);
      result[name] = {
        screens: runs[0]!.screens,
        medianMs: median(runs.map((r) => r.ms)),
        runsMs: runs.map((r) => r.ms),
      };
      console.log(`${name}: ${runs[0]!.screens} screens, median ${median(runs.map((r) => r.ms))} ms`);
    }
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
