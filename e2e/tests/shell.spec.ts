import type { Page } from '@playwright/test';
import { API_ROOT, ROUTES } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import {
  advanceWorldClock,
  expect,
  expectAccessible,
  signInAgain,
  signInAs,
  signUpFresh,
  switchToSpanish,
  test,
  useWorldClock,
} from './fixtures';

const MINUTE = 60_000;

/** The browser's own note about a call that failed on purpose in these tests is not an app error. */
function dropExpectedErrors(consoleErrors: string[], pattern: RegExp) {
  const unexpected = consoleErrors.filter((e) => !pattern.test(e));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
}

/**
 * Opens the dashboard and waits for the session watch's first keep-alive: the page's idle clock
 * starts there (the watch loads after the page), so moving the fake clock earlier would move nothing.
 */
async function openWatchedDashboard(page: Page) {
  const watching = page.waitForResponse((r) => new URL(r.url()).pathname === urlOf('sessionKeepAlive'));
  await page.goto(ROUTES.account);
  await watching;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
}

/**
 * The announcements are configured links that every test on the server shares, and an
 * administrator's test (links.spec.ts) changes one for a few seconds before putting it back.
 * Steps about the seed's announcements therefore start again, from a fresh home page with none
 * dismissed, until they have run through while the announcements were as seeded.
 */
async function withSeededAnnouncements(page: Page, steps: () => Promise<void>) {
  let attempt = 0;
  await expect(async () => {
    await page.goto('/');
    if (attempt++ > 0) {
      await page.evaluate(() => sessionStorage.removeItem('portal.dismissedBanners'));
      await page.reload();
    }
    await steps();
  }).toPass({ timeout: 40_000 });
}

async function expectTabs(page: Page, nav: string, names: (string | RegExp)[]) {
  await expect(page.getByRole('navigation', { name: nav }).getByRole('link')).toHaveText(names);
}

test.describe('header, tabs, banners and footer', () => {
  test('a visitor sees Sign up and Log in, the Home and Apply tabs, the banners and the footer links', async ({
    page,
  }) => {
    const banners = page.getByRole('region', { name: 'Announcements' });
    await withSeededAnnouncements(page, async () => {
      await expect(
        banners.getByRole('paragraph').filter({ hasText: 'Offices are closed on Thursday, November 26' }),
      ).toBeVisible();
      await expect(
        banners.getByRole('paragraph').filter({ hasText: 'Disaster food assistance pre-registration is open' }),
      ).toBeVisible();
    });
    const account = page.getByRole('navigation', { name: 'Sign in and out' });
    await expect(account.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', ROUTES.signUpHome);
    await expect(account.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', ROUTES.login);
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expectTabs(page, 'Main', ['Home', 'Apply']);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', ROUTES.faq);
    await expect(footer.getByRole('link', { name: 'Find your local office' })).toHaveAttribute(
      'href',
      'https://offices.example.org/',
    );
    await expect(footer.getByRole('link', { name: 'Disclaimer' })).toBeVisible();
    await expect(footer.getByText(/^Version /)).toBeVisible();
    await expect(footer.getByRole('img', { name: /^Seal of / })).toBeVisible();

    await switchToSpanish(page);
    await expect(footer.getByRole('link', { name: 'Encuentre su oficina local' })).toHaveAttribute(
      'href',
      'https://offices.example.org/es/',
    );
    const anuncios = page.getByRole('region', { name: 'Anuncios' });
    await expect(anuncios.getByRole('paragraph').filter({ hasText: 'Las oficinas estarán cerradas' })).toBeVisible();
    await expectTabs(page, 'Principal', ['Inicio', 'Solicitar']);
    await expectAccessible(page, 'home with banners (es)');
  });

  test('the language choice is in the header, on the first screen of a 320-pixel phone, and works by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button')).toHaveCount(0);
    const espanol = page
      .getByRole('banner')
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Español' });
    await expect(espanol).toBeInViewport();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(espanol).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const english = page
      .getByRole('banner')
      .getByRole('group', { name: 'Idioma' })
      .getByRole('button', { name: 'English' });
    await expect(english).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectAccessible(page, 'home at 320 px (es)');
  });

  test('each banner can be dismissed on its own, and stays dismissed for the session', async ({ page }) => {
    const banners = page.getByRole('region', { name: 'Announcements' });
    await withSeededAnnouncements(page, async () => {
      await banners.getByRole('button', { name: /Offices are closed/ }).click();
      await expect(banners.getByText('Offices are closed on Thursday')).toHaveCount(0);
      await expect(
        banners.getByRole('paragraph').filter({ hasText: 'Disaster food assistance pre-registration is open' }),
      ).toBeVisible();
      await page.reload();
      await expect(
        banners.getByRole('paragraph').filter({ hasText: 'Disaster food assistance pre-registration is open' }),
      ).toBeVisible();
      await expect(banners.getByText('Offices are closed on Thursday')).toHaveCount(0);
    });
  });

  test('a linked resident gets Log out, Your account, and the account tabs of a linked user', async ({
    page,
    world,
  }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.account);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // Notices, with the unread count when there is one.
    await expectTabs(page, 'Main', ['Home', 'Apply', 'Your account', /^Notices/]);
    await expectTabs(page, 'Your account pages', [
      'Dashboard',
      'Your information',
      'Your applications',
      'Account Settings',
    ]);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const accountTabs = page.getByRole('navigation', { name: 'Your account pages' });
    for (const name of ['Your information', 'Your applications', 'Account Settings', 'Dashboard']) {
      await accountTabs.getByRole('link', { name }).click();
      await expect(accountTabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found/i);
    }
    // Outside the account area there are no account tabs.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Your account pages' })).toHaveCount(0);
  });

  test('a newborn-referral provider has the referral tabs instead of applications, and the language choice', async ({
    page,
    world,
  }) => {
    await signInAs(page, world.users.newbornprovider);
    await page.goto(ROUTES.account);
    await expectTabs(page, 'Your account pages', ['Dashboard', 'Your referrals', 'Archived referrals']);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Every person may choose the language (issue 29 item 8; ADR 0126).
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  });

  test('a standard account sees Dashboard and Your applications only', async ({ page, world }) => {
    await signInAs(page, world.users.resident);
    await page.goto(ROUTES.account);
    await expectTabs(page, 'Your account pages', ['Dashboard', 'Your applications']);
  });
});

test.describe('dashboard', () => {
  test('a linked resident sees her case and programmes with their badges, in both languages', async ({
    page,
    world,
  }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Case ${world.cases.rivera}` }) });
    await expect(card.getByRole('heading')).toContainText('Active');
    const programs = card.getByRole('list', { name: `Programs on case ${world.cases.rivera}` });
    await expect(
      programs.getByRole('listitem').filter({ hasText: 'Food and Nutrition Services (SNAP)' }),
    ).toContainText('Active');
    await expect(programs.getByRole('listitem').filter({ hasText: 'Medicaid (medical assistance)' })).toContainText(
      'Pending decision',
    );
    await expect(page.getByText(world.cases.okafor)).toHaveCount(0);
    // Actions the account allows, where the feature is built: no link leads to "page not found".
    const actions = page.getByRole('region', { name: 'What you can do' });
    await expect(actions.getByRole('link', { name: 'Upload documents' })).toHaveAttribute('href', ROUTES.docUpload);
    await expect(actions.getByRole('link', { name: 'See your caseworker and office' })).toHaveAttribute(
      'href',
      ROUTES.caseworkerInfo,
    );
    await expectAccessible(page, 'dashboard (linked, en)');
    for (const href of await actions
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!))) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page not found');
    }
    await page.goto(ROUTES.account);
    await switchToSpanish(page);
    const programas = page.getByRole('list', { name: `Programas del caso ${world.cases.rivera}` });
    await expect(programas.getByRole('listitem').filter({ hasText: 'Medicaid (asistencia médica)' })).toContainText(
      'Decisión pendiente',
    );
    await expectAccessible(page, 'dashboard (linked, es)');
  });

  test('a standard account is offered the upgrade; a delinked one is told why its cases are hidden', async ({
    page,
    world,
  }) => {
    await signUpFresh(page, 'standard');
    await page.goto(ROUTES.account);
    await expect(page.getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute(
      'href',
      ROUTES.upgradeAccount,
    );
    await expect(page.getByRole('heading', { name: 'Your cases and benefits' })).toHaveCount(0);
    await expect(page.getByText('You have no applications in progress')).toBeVisible();
    // Starting an application shows it as in progress, with the way back into it.
    const formId = await page.evaluate(async (url) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('portal_csrf='))
          ?.slice('portal_csrf='.length) ?? '';
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ applicationTypeId: 'FNS' }),
      });
      return ((await res.json()) as { application_form_id: string }).application_form_id;
    }, urlOf('applicationForm'));
    await page.reload();
    const draft = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Continue this application' }) });
    await expect(draft.getByRole('heading')).toContainText('Application in progress');
    await expect(draft.getByRole('link')).toHaveAttribute('href', `/nf-apply-for-assistance/form/${formId}`);
    await expectAccessible(page, 'dashboard with an application in progress');
    await signInAgain(page, world.users.delinked);
    await page.goto(ROUTES.account);
    await expect(page.getByText('The extra features of your account are turned off')).toBeVisible();
    await expect(page.getByText(world.cases.okafor)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upload documents' })).toHaveCount(0);
    await expectAccessible(page, 'dashboard (delinked)');
  });
});

test.describe('session', () => {
  test('logging out resets the session but keeps the language', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.account);
    await switchToSpanish(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto(ROUTES.account);
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });

  test('logging out before the session watch has loaded sends no keep-alive after it', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    // Hold the session watch's code (the only script naming all three activity events besides
    // the entry) until the logout has gone out, as a slow phone would.
    const held: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const isWatch = !route.request().url().includes('/index-') && /pointerdown.*keydown.*touchstart/s.test(body);
      if (isWatch) {
        held.push(route.request().url());
        await released;
      }
      await route.fulfill({ response, body });
    });
    const afterLogout: string[] = [];
    let loggingOut = false;
    page.on('request', (r) => {
      if (r.url().endsWith(urlOf('logout'))) {
        loggingOut = true;
        setTimeout(release, 50);
      } else if (loggingOut) afterLogout.push(new URL(r.url()).pathname);
    });
    await page.goto(ROUTES.account);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect(held).toHaveLength(1);
    expect(afterLogout).not.toContain(urlOf('sessionKeepAlive'));
  });

  test('a page opened while the logout is on its way asks the server nothing', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server ends the session at once; its answer reaches the page only once the person has
    // opened another page, as on a slow connection.
    let ended = () => {};
    const sessionEnded = new Promise<void>((resolve) => (ended = resolve));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname === urlOf('logout'),
      async (route) => {
        const response = await route.fetch();
        ended();
        await answered;
        await route.fulfill({ response });
      },
    );
    const asked: string[] = [];
    let afterEnd = false;
    void sessionEnded.then(() => (afterEnd = true));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (afterEnd && path.startsWith(API_ROOT)) asked.push(path);
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await sessionEnded;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notices' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.secureInbox}$`));
    answer();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Only the reads every visitor makes went out: the notices' read would have been refused.
    const open = [urlOf('userAccountLogin'), urlOf('systemConfigurations'), urlOf('externalUrlConfig')];
    expect(asked.filter((path) => !open.includes(path))).toEqual([]);
  });

  test('the start-up reads are fetched once each, early, and the page uses those answers', async ({ page, world }) => {
    const startUp = [
      'systemConfigurations',
      'userAccountLogin',
      'externalUrlConfig',
      'linkedUser',
      'authRepDisplay',
    ] as const;
    await signInAs(page, world.users.linked);
    const seen: string[] = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname));
    const html = page.waitForResponse((r) => new URL(r.url()).pathname === ROUTES.account);
    await page.goto(ROUTES.account);
    // The page names them (a Link header) so the browser asks while the app's code downloads.
    const link = (await html).headers()['link'] ?? '';
    for (const name of startUp) expect(link).toContain(`<${urlOf(name)}>; rel=preload`);
    await expect(page.getByRole('link', { name: 'Upload documents' }).first()).toBeVisible();
    for (const name of startUp)
      expect(
        seen.filter((p) => p === urlOf(name)),
        name,
      ).toHaveLength(1);
  });

  test("the page's own files download with the app's first file, each once", async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    const seen: string[] = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname));
    const html = page.waitForResponse((r) => new URL(r.url()).pathname === ROUTES.account);
    await page.goto(ROUTES.account);
    // The page names the dashboard's modules (a Link header) so they need not wait for the app to run.
    const files = [...((await html).headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map(
      (m) => m[1]!,
    );
    expect(files.length).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Upload documents' }).first()).toBeVisible();
    const timing = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        path: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
      })),
    );
    const entry = timing.find((t) => t.path.startsWith('/assets/index-') && t.path.endsWith('.js'))!;
    for (const file of files) {
      expect(
        seen.filter((p) => p === file),
        file,
      ).toHaveLength(1);
      expect(timing.find((t) => t.path === file)!.start, file).toBeLessThan(entry.end);
    }
  });

  test('a server slow to give the settings does not leave the screen blank', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${urlOf('systemConfigurations')}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(ROUTES.home);
    // The first render waits a moment for the session start, then shows the frame it has.
    await expect(page.getByRole('banner').getByText('Benefits Portal')).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('the single-sign-on return sends a signed-in person to the dashboard', async ({ page, world }) => {
    await signInAs(page, world.users.resident);
    await page.goto(ROUTES.ssoReturn);
    await expect(page).toHaveURL(/\/account$/);
  });

  test('the inactivity dialog counts down; "Stay logged in" keeps the server session alive', async ({
    page,
    world,
  }) => {
    // The server's side of the wait passes on this world's own clock, not the one other tests share.
    await useWorldClock(page, world);
    await page.clock.install();
    await signInAs(page, world.users.linked);
    await openWatchedDashboard(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.fastForward(28 * MINUTE + 30_000);
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/sign you out in 1 minute and (29|30) seconds/);
    await page.clock.fastForward(10_000);
    await expect(dialog).toContainText(/1 minute and (19|20) seconds/);
    await expectAccessible(page, 'session timeout dialog');

    await advanceWorldClock(page, world, 28 * MINUTE + 40_000);
    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(dialog).toHaveCount(0);
    // 48 minutes after signing in, but only 20 after "stay": the server still knows the person.
    await advanceWorldClock(page, world, 20 * MINUTE);
    expect((await page.request.get(urlOf('dashboard'))).status()).toBe(200);
  });

  test('ignoring the dialog signs the person out and tells them why', async ({ page, world }) => {
    await page.clock.install();
    await signInAs(page, world.users.linked);
    await openWatchedDashboard(page);
    await page.clock.fastForward(28 * MINUTE + 30_000);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.fastForward(2 * MINUTE);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You were signed out because you did not do anything for 30 minutes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect((await page.request.get(urlOf('dashboard'))).status()).toBe(401);
  });

  test('the dialog offers a way out: "Sign out" ends the session at once', async ({ page, world }) => {
    await page.clock.install();
    await signInAs(page, world.users.resident);
    await openWatchedDashboard(page);
    await page.clock.fastForward(29 * MINUTE);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect((await page.request.get(urlOf('dashboard'))).status()).toBe(401);
  });
});

test.describe('a first visit from a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('is in Spanish until the person chooses English, which then stays', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectTabs(page, 'Principal', ['Inicio', 'Solicitar']);
    await expect(page.getByRole('banner').getByText('Portal de Beneficios')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Sello de Departamento de Salud y Servicios Humanos' })).toBeVisible();
    await expect(footer.getByText('Departamento de Salud y Servicios Humanos', { exact: true })).toBeVisible();
    await expect(footer.getByText('Department of Health')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectTabs(page, 'Main', ['Home', 'Apply']);
    await expect(page.getByRole('banner').getByText('Benefits Portal')).toBeVisible();
  });
});

test.describe('keyboard and small screens', () => {
  test('header, tabs and the language switch work by keyboard alone', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    await openWatchedDashboard(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      seen.push((await page.evaluate(() => document.activeElement?.textContent?.trim())) ?? '');
    }
    expect(seen.slice(0, 10)).toEqual([
      expect.stringContaining('Portal'),
      'Español',
      'Log out',
      'Home',
      'Apply',
      'Your account',
      expect.stringMatching(/^Notices/),
      'Dashboard',
      'Your information',
      'Your applications',
    ]);
    // Back to "Your applications" and follow it with Enter.
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('navigation', { name: 'Your account pages' }).getByRole('link', { name: 'Your applications' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${ROUTES.yourApplications}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');

    await page.goto('/');
    await page.getByRole('button', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'English' })).toBeFocused();
  });

  test('the dialog keeps focus inside, closes on Escape and gives focus back', async ({ page, world }) => {
    await page.clock.install();
    await signInAs(page, world.users.linked);
    await openWatchedDashboard(page);
    const report = page.getByRole('link', { name: 'Upload documents' });
    await report.focus();
    await page.clock.fastForward(28 * MINUTE + 30_000);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(report).toBeFocused();
  });

  test('the shell fits a 320-pixel screen', async ({ page, world }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await signInAs(page, world.users.linked);
    await openWatchedDashboard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: testInfo.outputPath('shell-320-account.png'), fullPage: true });
    await page.goto('/');
    await expect(
      page.getByRole('link', { name: 'Log out' }).or(page.getByRole('button', { name: 'Log out' })),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: testInfo.outputPath('shell-320-home.png'), fullPage: true });
    await expectAccessible(page, 'home at 320 px');
  });
});

test.describe('error pages and notices', () => {
  test('a 403 says the content cannot be viewed and links home, in both languages', async ({
    page,
    consoleErrors,
    world,
  }) => {
    await signInAs(page, world.users.linked);
    await page.route(`**${urlOf('dashboard')}`, (route) =>
      route.fulfill({ status: 403, json: { errors: [{ code: 'FORBIDDEN', message: 'Forbidden', level: 'error' }] } }),
    );
    await page.goto(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cannot view this content');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, '403 page');
    await switchToSpanish(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No puede ver este contenido');
    await expectAccessible(page, '403 page (es)');
    dropExpectedErrors(
      consoleErrors,
      /status of 403|React Router caught the following error|^ApiRequestError: Forbidden\b/,
    );
  });

  test('a failure offers Retry, which works once the server answers again', async ({ page, consoleErrors, world }) => {
    await signInAs(page, world.users.linked);
    await page.route(`**${urlOf('dashboard')}`, (route) =>
      route.fulfill({ status: 500, json: { errors: [{ code: 'INTERNAL', message: 'x', level: 'error' }] } }),
    );
    await page.goto(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry... an error occurred');
    await expectAccessible(page, 'generic error page');
    await page.unroute(`**${urlOf('dashboard')}`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    dropExpectedErrors(consoleErrors, /status of 500|React Router caught the following error|^ApiRequestError: x\b/);
  });

  test('a network failure and a 400 each get their own page', async ({ page, consoleErrors, world }) => {
    await signInAs(page, world.users.linked);
    await page.route(`**${urlOf('dashboard')}`, (route) => route.abort('internetdisconnected'));
    await page.goto(ROUTES.account);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('There was a problem fetching information');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute(`**${urlOf('dashboard')}`);
    await page.route(`**${urlOf('dashboard')}`, (route) =>
      route.fulfill({ status: 400, json: { errors: [{ code: 'BAD_REQUEST', message: 'Bad', level: 'error' }] } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
    await expectAccessible(page, '400 page');
    dropExpectedErrors(
      consoleErrors,
      /ERR_INTERNET_DISCONNECTED|status of 400|React Router caught the following error|^ApiRequestError: (Bad|network)\b/,
    );
  });

  test('an application PDF that cannot be had now gets a toast; once it can, it downloads', async ({
    page,
    consoleErrors,
    world,
  }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.yourApplications);
    const link = page.getByRole('link', { name: /\(PDF\)$/ }).first();
    const href = (await link.getAttribute('href'))!;
    await page.route(`**${href}`, (route) =>
      route.fulfill({ status: 503, json: { errors: [{ code: 'UNAVAILABLE', message: 'x', level: 'error' }] } }),
    );
    await link.click();
    const toast = page.getByRole('status').getByText('We cannot get your application PDF right now. Try again later.');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your applications');
    await expectAccessible(page, 'PDF toast');
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(toast).toHaveCount(0);
    await page.unroute(`**${href}`);
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    dropExpectedErrors(consoleErrors, /status of 503/);
  });

  test('going offline and coming back shows the offline, still offline and back online notices', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('You are offline.')).toBeVisible({ timeout: 8000 });
    await expect(page.getByText('You are still offline.')).toBeVisible({ timeout: 8000 });
    await context.setOffline(false);
    await expect(page.getByText('You are back online.')).toBeVisible({ timeout: 8000 });
    await expectAccessible(page, 'back online notice');
    dropExpectedErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to fetch|network/);
  });
});
