import type { Page } from '@playwright/test';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { WorldAccount } from '@portal/contracts/test-world';
import { expect, signInAs, test } from './fixtures';

/**
 * Every form of the portal sent empty, in English and in Spanish: each one answers with its
 * error summary, and the fixture's summary watch (fixtures.ts) fails the test on any entry
 * that does not name its field. Not walked: the provider facilities' permission forms, where
 * no box ticked is a real answer (the facility may do none of these).
 */
test.describe.configure({ timeout: 240_000 });

type Lang = 'en' | 'es';
const SUMMARY = '[aria-labelledby="error-summary-title"]';

async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((l) => localStorage.setItem('portal.locale', l), lang === 'es' ? 'es' : 'en-US');
}

/**
 * Opens the page, then for each form in its main content (the page opened afresh each time)
 * presses the form's first submit button with nothing filled in; returns the forms that showed
 * no error summary.
 */
async function sendEachFormEmpty(page: Page, path: string, lang: Lang): Promise<string[]> {
  const open = async () => {
    await page.goto(path);
    await useLanguage(page, lang);
    await page.reload();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
    await page.locator('main h1').first().waitFor();
    // Some forms come with the page's data (the dashboard's): wait for the first, and the data.
    await expect(page.locator('main form').first(), `${path}: a form to send`).toBeAttached();
    await page.waitForLoadState('networkidle');
  };
  await open();
  const count = await page.locator('main form').count();
  const silent: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) await open();
    const form = page.locator('main form').nth(i);
    const submits = form.locator('button[type=submit], input[type=submit]');
    // A form with no submit button (a search box that filters as you type) sends nothing.
    if ((await submits.count()) === 0) continue;
    // A work queue's search (role search): sent empty it shows the whole queue, nothing to fill in.
    if ((await form.getAttribute('role')) === 'search') continue;
    const submit = submits.first();
    const name = `${path} (${lang}) form ${i + 1} "${((await submit.textContent()) ?? '').trim()}"`;
    await submit.click();
    const shown = await page
      .locator(SUMMARY)
      .first()
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) silent.push(name);
  }
  return silent;
}

const RESIDENT_FORMS = [
  ROUTES.updatePrimaryContact,
  ROUTES.addSecondaryContact,
  ROUTES.accountSettings,
  pathTo(ROUTES.alertsOptIn, { department: 'dhhs' }),
  ROUTES.secureMessageOptIn,
  ROUTES.documentToUpload,
  `${ROUTES.uploadSelectCase}?for=standalone`,
  ROUTES.appealsFormNew,
  ROUTES.account,
];
const SIGNED_OUT_FORMS = [ROUTES.login, ROUTES.forgotUsername, ROUTES.forgotPassword];
const STAFF_FORMS = [
  '/worker/holidays',
  '/worker/messages',
  '/worker/mass-communications',
  '/worker/organisations',
  '/worker/provisioned-representatives',
];

/** The test world's accounts whose forms are sent (each of its own kind, never the seed's demo account). */
const WHO = ['linked', 'resident', 'presumptiveprovider', 'newbornprovider', 'admin'] as const satisfies WorldAccount[];
const FORMS_OF: Record<(typeof WHO)[number], string[]> = {
  linked: RESIDENT_FORMS,
  resident: [ROUTES.upgradeAccount],
  presumptiveprovider: [pathTo(ROUTES.presumptiveForm, { formId: 'new' })],
  newbornprovider: [pathTo(ROUTES.newbornForm, { formId: 'new' })],
  admin: STAFF_FORMS,
};
const journeys: { who: WorldAccount | null; paths: string[] }[] = [
  { who: null, paths: SIGNED_OUT_FORMS },
  ...WHO.map((who) => ({ who, paths: FORMS_OF[who] })),
];

for (const { who, paths } of journeys) {
  test(`every form sent empty names each field in its error summary: ${who ?? 'signed out'}`, async ({
    page,
    world,
  }) => {
    if (who) await signInAs(page, world.users[who]);
    const silent: string[] = [];
    for (const lang of ['en', 'es'] as const)
      for (const path of paths) silent.push(...(await sendEachFormEmpty(page, path, lang)));
    expect(silent, 'forms that showed no error summary when sent empty').toEqual([]);
  });
}
