import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { WorldAccount } from '@portal/contracts/test-world';
import type { Page } from '@playwright/test';
import { REDIRECT_HOME_ROUTES, ROUTES, pathTo, type RouteName } from '@portal/contracts';
import { expect, expectAccessible, signInAs, test, type TestWorld } from './fixtures';
import { MAX_GRADE, fleschKincaidGrade, proseOf } from './plain-words';

/**
 * Every route of ROUTES, in English and Spanish, signed out and signed in as each demo user
 * type, on a 320-pixel phone: the guard does the right thing, nothing is logged as an error,
 * nothing scrolls sideways, and axe finds nothing.
 * A route whose feature is not built yet shows the translated "page not found".
 */

const SAMPLE_PARAMS: Record<string, string> = {
  applicationFormId: '1001',
  identity: 'Standard',
  uuid: '7d0f1c2e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  selectedOption: 'EMAIL',
  selectedLabel: 'email',
  enteredSelection: 'EMAIL',
  logInResponse: 'INCORRECT',
  formId: '0f8c2d6e-1b3a-4c5d-9e7f-2a4b6c8d0e1f',
  applicationTypeID: 'LIEAP',
  department: 'ncdhhs',
  documentType: 'VERIFICATION',
  vDIEDLinkID: '1',
  commId: '1',
  motivationID: '1',
  cocInstanceID: '1',
  updateType: 'ADDRESS',
  caseId: '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716',
};

/** Spec part 1 §2.2 and part 2 §2: routes that need a STANDARD or LINKED sign-in. */
const SIGNED_IN: RouteName[] = [
  'account',
  'accountSettings',
  'updatePrimaryContact',
  'primarySecurityCode',
  'secondarySecurityCode',
  'updateSecondaryContact',
  'addSecondaryContact',
  'alertsOptIn',
  'alertsUpdate',
  'secureMessageOptIn',
  'secureMessageUpdate',
  'secureMessages',
  'docUpload',
  'uploadVerification',
  'uploadStandalone',
  'uploadEnergy',
  'uploadSelectCase',
  'documentToUpload',
  'secureInbox',
  'secureInboxQa',
  'enotices',
  'enoticesComm',
  'enoticesCommDetail',
  'caseworkerInfo',
  'myInformation',
  'appeals',
  'appealsOverview',
  'appealsFormNew',
  'appealsForm',
  'appealsFormResume',
  'appealsSubmitted',
  'nfAppeals',
  'nfAppealsFormNew',
  'nfAppealsForm',
  'nfAppealsFormResume',
  'nfAppealsOverview',
  'nfAppealsSubmitted',
  'applyForAssistance',
  'applyOverview',
  'applyForm',
  'applySignAndSubmit',
  'applyConfirmation',
  'standaloneRidp',
  'standaloneRidpForm',
  'ridpQa',
  'applyRidpQa',
  'presumptiveForm',
  'presumptiveConfirmation',
  'presumptiveFilings',
  'newbornForm',
  'newbornConfirmation',
  'myInformation',
  'updateMyInformation',
  'coc',
  'cocForm',
  'cocSignAndSubmit',
  'cocConfirmation',
  'fnsOrSnapCoc',
  'intermediateCocOverview',
  'snapCoc',
  'fnsCoc',
  'renew',
  'renewForm',
  'renewSignAndSubmit',
  'renewConfirmation',
  'fnsOrSnapBenefits',
  'applicationPending',
  'yourApplications',
  'yourReferrals',
  'archivedReferrals',
  'organisationStart',
  'organisationApplications',
  'benefits',
  'upgradeAccount',
  'complete',
  'lifeEvents',
  'lifeEventsFormNew',
  'lifeEventsForm',
  'lifeEventsHistory',
  'lifeEventsOverview',
];
const NOT_FOUND = { en: 'Page not found', es: 'Página no encontrada' } as const;
const DASHBOARD = { en: 'Your dashboard', es: 'Su panel principal' } as const;
/**
 * The linked resident first: the richest pages; later users get axe only where their page differs.
 * Each is the test world's account of that kind (fixtures.ts), never the seed's demo account.
 */
const USERS = [
  'linked',
  'resident',
  'delinked',
  'newbornprovider',
  'presumptiveprovider',
] as const satisfies WorldAccount[];
type User = (typeof USERS)[number];
type Lang = 'en' | 'es';
/** Every route is walked on the narrowest phone the portal supports (320 CSS pixels). */
const PHONE = { width: 320, height: 640 };

/** The logout route ends the session, so it comes last. */
const routes = (Object.entries(ROUTES) as [RouteName, string][])
  .map(([name, route]) => ({ name, path: pathTo(route, SAMPLE_PARAMS) }))
  .sort((a, b) => Number(a.name === 'nfLogout') - Number(b.name === 'nfLogout'));

async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((l) => localStorage.setItem('portal.locale', l), lang === 'es' ? 'es' : 'en-US');
  await page.reload();
}

/**
 * Goes to a path inside the running app, as the browser's back and forward buttons do (a
 * history entry and a popstate event), so each route does not reload the whole app; then waits
 * until the router has shown that page (main's data-path, aria-busy false).
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return (
      main?.getAttribute('aria-busy') === 'false' &&
      main.dataset.path === window.location.pathname + window.location.search
    );
  });
}

/** Errors the page logged, apart from the browser's own note that a call answered 4xx (a sample id that does not exist). */
function takeErrors(consoleErrors: string[]): string[] {
  const real = consoleErrors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );
  consoleErrors.length = 0;
  return real;
}

/**
 * Pages axe has already checked in this run (by language, signed in or not, and what the page
 * is): "not found" and redirects look the same every time, and a page that shows the same
 * heading to the next user type is not checked again, which keeps this test within minutes.
 * The walks run on both workers, so "already" is kept for the whole run: a file per page in the
 * run's output folder (Playwright empties it when a run starts), made only if it is not there.
 */
function firstInRun(check: string, key: string): boolean {
  const dir = path.join(test.info().project.outputDir, '.routes-once', check);
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(path.join(dir, createHash('sha256').update(key).digest('hex')), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whose pages are residents' pages: the plain-words check (plain-words.ts) reads these in English. */
const RESIDENTS: (User | 'signed out')[] = ['signed out', ...USERS.filter((u) => !u.endsWith('provider'))];
/** Not for residents: the staff console and the development mailbox. */
const notResidents = (path: string) => path.startsWith('/worker') || path === ROUTES.devMailbox;

async function visitAll(page: Page, consoleErrors: string[], as: { world: TestWorld; user: User } | null, lang: Lang) {
  const who = as?.user ?? 'signed out';
  const signedIn = as !== null;
  if (as) await signInAs(page, as.world.users[as.user]);
  await useLanguage(page, lang);
  for (const { name, path } of routes) {
    const where = `${path} (${who}, ${lang})`;
    await visit(page, path);
    // One read of the drawn page (a round trip each would double the walk), again until it has
    // its one h1 and the language's lang attribute.
    let drawn = { h1s: 0, heading: '', lang: '', href: '', scrollWidth: 0 };
    await expect
      .poll(async () => {
        drawn = await page.evaluate(() => {
          const h1s = document.querySelectorAll('h1');
          return {
            h1s: h1s.length,
            heading: h1s[0]?.textContent?.trim() ?? '',
            lang: document.documentElement.lang,
            href: window.location.href,
            scrollWidth: document.documentElement.scrollWidth,
          };
        });
        return [drawn.h1s, drawn.lang];
      }, `one h1 and the lang attribute on ${where}`)
      .toEqual([1, lang === 'es' ? 'es' : 'en-US']);
    const { heading } = drawn;
    const url = new URL(drawn.href);
    if (name === 'ssoReturn' && signedIn) expect(url.pathname, where).toBe(ROUTES.account);
    const notFound = heading === NOT_FOUND[lang];
    if (SIGNED_IN.includes(name)) {
      const toLogin = url.pathname === ROUTES.login;
      if (signedIn) expect(toLogin, `${where} stays`).toBe(false);
      else {
        // Not registered yet: "not found" where it was asked for; registered: sign in first.
        expect(toLogin || (notFound && url.pathname === new URL(path, url).pathname), `${where} sends to sign-in`).toBe(
          true,
        );
        if (toLogin) expect(url.searchParams.get('returnTo'), where).toBe(path);
      }
    }
    if (name === 'account' && signedIn) expect(heading, where).toBe(DASHBOARD[lang]);
    // The smallest phone: nothing may make the page scroll sideways.
    expect(drawn.scrollWidth, `no sideways scroll on ${where}`).toBeLessThanOrEqual(PHONE.width);
    expect(takeErrors(consoleErrors), `console errors on ${where}`).toEqual([]);
    // A public page is the same page for everyone (the signed-in header is checked on the guarded pages).
    const guarded = signedIn && SIGNED_IN.includes(name);
    const key = `${lang}|${guarded ? 'in' : 'any'}|${notFound ? 'not found' : `${url.pathname}|${heading}`}`;
    if (firstInRun('axe', key)) await expectAccessible(page, where);
    if (
      lang === 'en' &&
      !notFound &&
      RESIDENTS.includes(who) &&
      !notResidents(url.pathname) &&
      firstInRun('words', key)
    ) {
      const text = await proseOf(page);
      const grade = fleschKincaidGrade(text);
      expect
        .soft(grade, `plain words on ${where} (grade ${grade.toFixed(1)}):\n${text}`)
        .toBeLessThanOrEqual(MAX_GRADE);
    }
  }
}

/**
 * Issue 29 item 7: four route constants of the specification whose screen is another one's send
 * the signed-in person there (ADR 0126), in both languages, instead of "Page not found".
 */
const SENT_ON: { name: RouteName; to: string; heading: Record<Lang, string> }[] = [
  { name: 'enoticesComm', to: ROUTES.secureInbox, heading: { en: 'Your notices', es: 'Sus avisos' } },
  {
    name: 'secureInboxQa',
    to: ROUTES.enoticesFaq,
    heading: { en: 'Electronic notices: questions and answers', es: 'Avisos electrónicos: preguntas y respuestas' },
  },
  { name: 'benefits', to: ROUTES.account, heading: DASHBOARD },
  { name: 'complete', to: ROUTES.account, heading: DASHBOARD },
];

test('the e-notice list, the inbox questions, the benefits list and the finish page lead somewhere, in both languages', async ({
  page,
  world,
}) => {
  await signInAs(page, world.users.linked);
  await page.goto('/');
  for (const lang of ['en', 'es'] as const) {
    await useLanguage(page, lang);
    for (const { name, to, heading } of SENT_ON) {
      const where = `${ROUTES[name]} (${lang})`;
      await visit(page, ROUTES[name]);
      await expect(page, where).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 }), where).toHaveText(heading[lang]);
      await expectAccessible(page, where);
    }
  }
});

test.describe('every route', () => {
  // Each sign-in walks every route in one language on its own (its own world): the longest file
  // of the suite, so both workers share it in sixteen parts rather than one walking all of it
  // while the other has nothing left.
  test.describe.configure({ timeout: 300_000, mode: 'parallel' });
  test.use({ viewport: PHONE });

  for (const lang of ['en', 'es'] as const) {
    const language = lang === 'en' ? 'English' : 'Spanish';
    test(`signed out, in ${language}`, async ({ page, consoleErrors }) => {
      await page.goto('/');
      await visitAll(page, consoleErrors, null, lang);
    });

    for (const user of USERS) {
      test(`signed in as ${user}, in ${language}`, async ({ page, consoleErrors, world }) => {
        await visitAll(page, consoleErrors, { world, user }, lang);
      });
    }
  }

  test('older routes only send the person home', async ({ page }) => {
    for (const route of REDIRECT_HOME_ROUTES) {
      await page.goto(route.replace('*', 'details/1'));
      await expect(page, route).toHaveURL(/\/$/);
    }
  });
});
