import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { expect, expectAccessible, signInAgain, signInAs, switchToSpanish, test, type TestWorld } from './fixtures';

/**
 * The information pages: each visited in English and in Spanish, with its heading, a fact a
 * resident relies on, and no axe violations. The list is of pages this feature owns.
 */
interface InfoPage {
  path: string;
  title: { en: string; es: string };
  /** A fact from the spec the page must state, in each language. */
  fact: { en: string | RegExp; es: string | RegExp };
}

const PAGES: InfoPage[] = [
  {
    path: ROUTES.home,
    title: {
      en: 'Get help with food, health care, cash and energy bills',
      es: 'Obtenga ayuda con alimentos, atención médica, dinero en efectivo y facturas de energía',
    },
    fact: { en: 'It takes about 15 minutes', es: 'Toma unos 15 minutos' },
  },
  {
    path: ROUTES.applicationOverview,
    title: { en: 'How applying works', es: 'Cómo funciona la solicitud' },
    fact: { en: 'Medicaid that needs a disability decision', es: 'Medicaid que necesita una decisión de discapacidad' },
  },
  {
    path: ROUTES.faq,
    title: { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
    fact: { en: 'within 90 days of the decision', es: 'dentro de los 90 días de la decisión' },
  },
  {
    path: ROUTES.learnMoreLanding,
    title: { en: 'Learn more about accounts', es: 'Más información sobre las cuentas' },
    fact: { en: 'takes less than five minutes', es: 'toma menos de cinco minutos' },
  },
  {
    path: ROUTES.disclaimer,
    title: { en: 'Disclaimer', es: 'Aviso legal' },
    fact: { en: 'It is kept for 23 months', es: 'Se guarda durante 23 meses' },
  },
  {
    path: ROUTES.ridpFaq,
    title: {
      en: 'Confirming your identity: questions and answers',
      es: 'Cómo confirmar su identidad: preguntas y respuestas',
    },
    fact: { en: 'kept for 23 months', es: 'se guarda durante 23 meses' },
  },
  {
    path: ROUTES.ridpFaqApply,
    title: {
      en: 'Confirming your identity: questions and answers',
      es: 'Cómo confirmar su identidad: preguntas y respuestas',
    },
    fact: { en: 'You can still continue and submit your application', es: 'Aún puede continuar y enviar su solicitud' },
  },
  {
    path: ROUTES.fnsFactSheet,
    title: {
      en: 'Food and Nutrition Services (FNS) fact sheet',
      es: 'Hoja informativa de Servicios de Alimentos y Nutrición (FNS)',
    },
    fact: { en: '$6,592 a month, plus $557', es: '$6,592 al mes, más $557' },
  },
  {
    path: ROUTES.supportedBrowsers,
    title: { en: 'Supported web browsers', es: 'Navegadores web compatibles' },
    fact: { en: '104 or newer', es: '104 o más nueva' },
  },
  {
    path: ROUTES.enoticesFaq,
    title: { en: 'Electronic notices: questions and answers', es: 'Avisos electrónicos: preguntas y respuestas' },
    fact: { en: 'Your last 20 notices', es: 'Sus últimos 20 avisos' },
  },
  {
    path: ROUTES.textAndSecureFaq,
    title: {
      en: 'Text messages and secure messages: questions and answers',
      es: 'Mensajes de texto y mensajes seguros: preguntas y respuestas',
    },
    fact: { en: '###-###-####', es: '###-###-####' },
  },
  {
    path: ROUTES.recertFaq,
    title: {
      en: 'Renewing food benefits online: questions and answers',
      es: 'Cómo renovar los beneficios de alimentos en línea: preguntas y respuestas',
    },
    fact: { en: 'by 4:59 p.m. on your due date', es: 'antes de las 4:59 p. m. de su fecha límite' },
  },
  {
    path: ROUTES.cocFaq,
    title: {
      en: 'Reporting changes online: questions and answers',
      es: 'Cómo informar cambios en línea: preguntas y respuestas',
    },
    fact: { en: 'more than $4,250', es: 'más de $4,250' },
  },
  {
    path: ROUTES.applyingOnBehalf,
    title: { en: 'Applying for someone else', es: 'Solicitar para otra persona' },
    fact: { en: 'who is 21 or older', es: 'de 21 años o más' },
  },
];

async function visit(page: Page, path: string) {
  // Client-side navigation keeps the language; a full load would too (it is stored).
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1);
}

for (const lang of ['en', 'es'] as const) {
  test(`every information page reads well and passes axe (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(ROUTES.home);
    if (lang === 'es') await switchToSpanish(page);
    for (const info of PAGES) {
      await visit(page, info.path);
      await expect(page.locator('main h1'), info.path).toHaveText(info.title[lang]);
      await expect(
        page.getByRole('main').getByText(info.fact[lang]).first(),
        `${info.path}: ${info.fact[lang]}`,
      ).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${info.title[lang].replace(/[()$]/g, '\\$&')} \\|`));
      await expectAccessible(page, `${info.path} (${lang})`);
    }
  });
}

test.describe('facts a resident looks for', () => {
  test('no page promises voter registration the site does not offer, in either language', async ({ page }) => {
    const promises =
      /register to vote when you|voter registration, for example|inscribirse para votar cuando|la inscripción para votar, por ejemplo/i;
    for (const lang of ['en', 'es'] as const) {
      await page.goto(ROUTES.home);
      if (lang === 'es') await switchToSpanish(page);
      for (const path of [ROUTES.faq, ROUTES.recertFaq, ROUTES.fnsFactSheet]) {
        await visit(page, path);
        await expect(page.getByRole('main'), `${path} (${lang})`).not.toContainText(promises);
        await expect(page.getByRole('main'), `${path} (${lang})`).toContainText(
          lang === 'en' ? 'county board of elections' : 'junta electoral de su condado',
        );
      }
    }
  });

  test('the application overview lists the programmes and the processing standards, and links to each way of starting', async ({
    page,
  }) => {
    await page.goto(ROUTES.applicationOverview);
    const main = page.getByRole('main');
    for (const program of [
      'Food and Nutrition Services (FNS, also called SNAP)',
      'Medicaid expansion',
      'Work First',
      'LIEAP',
      'D-SNAP',
      'COVID-19',
    ]) {
      await expect(main.getByText(program, { exact: false }).first()).toBeVisible();
    }
    const standards = page.getByRole('table', { name: 'Longest time to process an application' });
    await expect(standards.getByRole('row')).toHaveText([
      /Program\s*Time/,
      /expedited.*7 days/,
      /Food \(FNS\)\s*30 days/,
      /Family Medicaid and Work First\s*45 days/,
      /disability decision\s*90 days/,
    ]);
    await expect(main.getByText('up to three weeks')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply with an account' })).toHaveAttribute(
      'href',
      ROUTES.applyForAssistance,
    );
    await expect(main.getByRole('link', { name: 'Apply for food without an account' })).toHaveAttribute(
      'href',
      ROUTES.anonApply,
    );
    await expect(main.getByRole('link', { name: 'Apply for energy assistance' })).toHaveAttribute('href', ROUTES.lieap);
    await expect(main.getByRole('link', { name: 'Sign up for disaster food assistance' })).toHaveAttribute(
      'href',
      ROUTES.disasterApply,
    );
    await main.getByRole('link', { name: 'Medicaid expansion: who can get it' }).click();
    await expect(page).toHaveURL(ROUTES.medicaidExpansionOverview);
    await expect(page.getByRole('main')).toContainText('138%');
  });

  test('the home page names the state and agency from the configuration and reaches the apply flows by keyboard', async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    const main = page.getByRole('main');
    await expect(
      main.getByText('Apply for benefits from Department of Health and Human Services in State of Example'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Apply for food', exact: true })).toHaveAttribute(
      'href',
      ROUTES.anonApply,
    );
    await expect(main.getByRole('link', { name: 'Questions about uploading documents' })).toHaveAttribute(
      'href',
      ROUTES.documentUploadQa,
    );
    const faq = main.getByRole('link', { name: 'Frequently asked questions' });
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(ROUTES.faq);
    await expect(page.locator('main h1')).toHaveText('Frequently asked questions');
    // The document Q&A (the documents feature's page) says the limits the home page promises.
    await page.goto(ROUTES.documentUploadQa);
    await expect(page.getByRole('main')).toContainText('30 MB');
  });

  test('a signed-in resident is sent to the dashboard from the home page', async ({ page, world }) => {
    await signInAs(page, world.users.resident);
    await page.goto(ROUTES.home);
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      ROUTES.account,
    );
  });

  test('the identity FAQ offers the upgrade; its apply variant leads back to the application', async ({ page }) => {
    await page.goto(ROUTES.ridpFaq);
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute(
      'href',
      ROUTES.upgradeAccount,
    );
    await expect(page.getByRole('main')).toContainText('visit your county social services office');
    await page.goto(ROUTES.ridpFaqApply);
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to your application' })).toHaveAttribute(
      'href',
      ROUTES.applyForAssistance,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade your account' })).toHaveCount(0);
  });
});

/**
 * The contacts of the world's own office and caseworker, which the world does not list (it lists
 * its people's). A world names them as it names its people's (apps/server/src/seed/naming.ts):
 * an e-mail address gets the world's tag before the @, and the world's phones share one prefix,
 * given in the order the demo recipe asks for them — the office's number first.
 */
function staffContacts(world: TestWorld) {
  const prefix = world.people.ana.phone!.slice(0, 8);
  const digits = `${prefix}00`;
  return {
    officePhone: { digits, shown: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` },
    mariaEmail: `maria.lopez.w${world.number}@example.org`,
  };
}

test.describe('caseworker information', () => {
  test('a linked resident sees her office and caseworker, in English and Spanish', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.caseworkerInfo);
    const main = page.getByRole('main');
    await expect(main.locator('h1')).toHaveText('Your local office and caseworker');
    await expect(main.getByText(`Your caseworker for Ana Rivera ${world.cases.rivera} is Maria Lopez.`)).toBeVisible();
    const caseCard = main.getByRole('region', { name: `Case ${world.cases.rivera}` });
    await expect(caseCard).toContainText('Example County Department of Social Services');
    await expect(caseCard).toContainText('100 Main Street, Springfield, EX 27001');
    const { officePhone, mariaEmail } = staffContacts(world);
    await expect(caseCard.getByRole('link', { name: officePhone.shown })).toHaveAttribute(
      'href',
      `tel:${officePhone.digits}`,
    );
    await expect(caseCard.getByRole('link', { name: mariaEmail })).toHaveAttribute('href', `mailto:${mariaEmail}`);
    await expect(main.getByRole('region', { name: 'Your contact information on record' })).toContainText(
      world.people.ana.email!,
    );
    await expect(main).not.toContainText('James Carter');
    await expectAccessible(page, 'caseworker info (en)');

    await switchToSpanish(page);
    await expect(main.locator('h1')).toHaveText('Su oficina local y su trabajador social');
    await expect(
      main.getByText(`Su trabajador social para Ana Rivera ${world.cases.rivera} es Maria Lopez.`),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: `Caso ${world.cases.rivera}` })).toContainText(
      /Programas: .*alimentos/i,
    );
    await expectAccessible(page, 'caseworker info (es)');
  });

  test('a standard account is told it needs an enhanced account; a delinked one is told why', async ({
    page,
    world,
  }) => {
    await signInAs(page, world.users.resident);
    await page.goto(ROUTES.caseworkerInfo);
    const main = page.getByRole('main');
    await expect(main).toContainText('you need an enhanced account that is linked to your case');
    await expect(main.getByRole('link', { name: 'Upgrade your account' })).toHaveAttribute(
      'href',
      ROUTES.upgradeAccount,
    );
    await expectAccessible(page, 'caseworker info, standard account');

    // Another person on the same browser: leave the app first, so its late calls do not spoil the new session.
    await signInAgain(page, world.users.delinked);
    await page.goto(ROUTES.caseworkerInfo);
    await expect(main).toContainText('The extra features of your account are turned off');
    await expect(main).not.toContainText('James Carter');
    await switchToSpanish(page);
    await expect(main).toContainText('Las funciones adicionales de su cuenta están desactivadas');
    await expectAccessible(page, 'caseworker info, delinked (es)');
  });

  test('a visitor who is not signed in is sent to log in', async ({ page }) => {
    await page.goto(ROUTES.caseworkerInfo);
    await expect(page).toHaveURL(/\/login/);
  });
});

/** With INFO_SCREENSHOTS=<folder>, saves the page in screen-high slices to look at (not an assertion). */
async function slices(page: Page, name: string) {
  const folder = process.env.INFO_SCREENSHOTS;
  if (!folder) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 720, i++) {
    await page.screenshot({
      path: `${folder}/${name}-${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width: 320, height: Math.min(720, height - y) },
    });
  }
}

test.describe('at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const path of [ROUTES.home, ROUTES.applicationOverview, ROUTES.supportedBrowsers, ROUTES.fnsFactSheet]) {
    test(`${path} fits the screen without scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await slices(page, path.replace(/\W+/g, '') || 'home');
    });
  }

  test('the caseworker page fits a phone', async ({ page, world }) => {
    await signInAs(page, world.users.linked);
    await page.goto(ROUTES.caseworkerInfo);
    await expect(page.getByText('Maria Lopez').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await slices(page, 'caseworker-pages');
  });
});
