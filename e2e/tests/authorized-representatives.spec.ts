import type { Browser, Page } from '@playwright/test';
import { urlOf } from '@portal/contracts/calls';
import { onePersonFoodPages } from '@portal/forms/samples';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  openWithSession,
  postAsPage,
  switchToSpanish,
  test,
} from './fixtures';

// Two people in two browsers, axe on every state of the dashboard: longer than the default minute.
test.describe.configure({ timeout: 180_000 });

type Lang = 'en' | 'es';
/** The smallest PDF the upload checks take. */
const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const T = {
  yours: { en: 'Your authorized representatives', es: 'Sus representantes autorizados' },
  none: { en: /No one acts for you/, es: /Nadie actúa por usted/ },
  lookup: { en: 'Their username or e-mail address', es: 'Su nombre de usuario o correo electrónico' },
  name: { en: 'Send invitation', es: 'Enviar invitación' },
  summary: { en: 'There are one or more errors on this page', es: 'Hay uno o más errores en esta página' },
  // The same answer whatever the address (issue 30): it tells nothing about the account.
  sent: {
    en: /If this person has a portal account, we sent them an invitation/,
    es: /Si esta persona tiene una cuenta en el portal, le enviamos una invitación/,
  },
  sentHeading: { en: 'Invitations you sent', es: 'Invitaciones que envió' },
  withdrawn: { en: /The invitation to .* was withdrawn/, es: /Se retiró la invitación a/ },
  accepted: { en: 'Accepted', es: 'Aceptada' },
  invitations: { en: 'Invitations to act for someone', es: 'Invitaciones para actuar por alguien' },
  accept: { en: 'Accept invitation from Lena Ortiz', es: 'Aceptar la invitación de Lena Ortiz' },
  acceptedRep: {
    en: 'You can now act for Lena Ortiz. They were told.',
    es: 'Ahora puede actuar por Lena Ortiz. Se le avisó.',
  },
  revoke: { en: 'Revoke Sam Reyes', es: 'Revocar a Sam Reyes' },
  revoked: { en: 'Sam Reyes can no longer act for you.', es: 'Sam Reyes ya no puede actuar por usted.' },
  people: { en: 'People you act for', es: 'Personas por las que actúa' },
  actFor: { en: 'Act for Lena Ortiz', es: 'Actuar por Lena Ortiz' },
  acting: { en: 'Acting for Lena Ortiz', es: 'Actuando por Lena Ortiz' },
  stop: { en: 'Stop acting for Lena Ortiz', es: 'Dejar de actuar por Lena Ortiz' },
  proof: { en: /give proof that you may act/, es: /dé una prueba de que puede actuar/ },
  proofLabel: { en: 'Proof that you may act for them', es: 'Prueba de que puede actuar por esta persona' },
  upload: { en: 'Upload proof', es: 'Subir la prueba' },
  proofSent: {
    en: 'Your proof was sent. A caseworker will review it.',
    es: 'Su prueba se envió. Un trabajador social la revisará.',
  },
  notice: { en: /You are acting for Lena Ortiz/, es: /Está actuando por Lena Ortiz/ },
  pending: { en: /waiting for a caseworker/, es: /esperando a un trabajador social/ },
  foodApp: { en: /Food and Nutrition Services/, es: /Servicios de Alimentos y Nutrición/ },
};

/** A new account with its own name, signed in in its own browser (so no other journey's data is touched). */
async function signUpAs(browser: Browser, prefix: string, firstName: string, lastName: string) {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  const username = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await openWithSession(page);
  const res = await postAsPage(page, '/api/v1/auth/signup', {
    username,
    password: DEMO_PASSWORD,
    firstName,
    lastName,
    email: `${username}@example.org`,
  });
  expect(res.status(), `sign up as ${username}`).toBe(200);
  return { page, username };
}

async function dashboard(page: Page, lang: Lang) {
  await page.goto('/account');
  if (lang === 'es' && (await page.locator('html').getAttribute('lang')) !== 'es') await switchToSpanish(page);
  await expect(page.getByRole('heading', { name: T.yours[lang] })).toBeVisible();
}

/** The representative applies for food through the calls the form player makes, signing as the person. */
async function applyForFood(page: Page) {
  const started = await postAsPage(page, urlOf('applicationForm'), { applicationTypeId: 'FNS' });
  expect(started.status()).toBe(200);
  const { application_form_id: id } = (await started.json()) as { application_form_id: string };
  const csrf = (await page.context().cookies()).find((c) => c.name === 'portal_csrf')?.value ?? '';
  for (const [name, answers] of onePersonFoodPages({ firstName: 'Lena', lastName: 'Ortiz' })) {
    const saved = await page.request.put(urlOf('saveFormDetails', { id }), {
      data: { page: name, answers },
      headers: { 'x-csrf-token': csrf },
    });
    expect(saved.status()).toBe(200);
  }
  const boxes = (await (await page.request.get(urlOf('esignature', { id }))).json()) as {
    agreements: { id: string }[];
  };
  const signed = await postAsPage(page, urlOf('signAndSubmit'), {
    iegExecutionID: id,
    agreements: Object.fromEntries(boxes.agreements.map((a) => [a.id, true])),
    firstName: 'Lena',
    lastName: 'Ortiz',
  });
  expect(signed.status()).toBe(200);
}

for (const lang of ['en', 'es'] as const) {
  test(`a person invites a representative, who accepts and applies for them; revoking ends it at once (${lang}, 320 px)`, async ({
    browser,
    world,
  }) => {
    const rep = await signUpAs(browser, 'rep', 'Sam', 'Reyes');
    const person = await signUpAs(browser, 'person', 'Lena', 'Ortiz');
    const p = person.page;

    // The person's dashboard: nobody acts for them yet; bad input is refused at the fields.
    await dashboard(p, lang);
    await expect(p.getByText(T.none[lang])).toBeVisible();
    await expectAccessible(p, 'dashboard, no representatives');
    await p.getByRole('button', { name: T.name[lang] }).click();
    await expect(p.getByRole('heading', { name: T.summary[lang] })).toBeVisible();
    await expect(p.locator('.usa-error-message')).toHaveCount(2);
    await expectAccessible(p, 'name form with errors');
    // A provider's staff account (the test's own world's Dana Brooks) gets the very answer any
    // address gets, and is never invited; the person can withdraw what they sent.
    await p.getByLabel(T.lookup[lang]).fill(world.users.presumptiveprovider);
    await p.locator('label[for="rep-programme-FNS"]').click(); // USWDS hides the box itself
    await p.getByRole('button', { name: T.name[lang] }).click();
    await expect(p.getByText(T.sent[lang])).toBeVisible();
    await expect(p.getByRole('heading', { name: T.sentHeading[lang] })).toBeVisible();
    await expectAccessible(p, 'invitation sent');
    await p.getByRole('button', { name: new RegExp(world.users.presumptiveprovider) }).click();
    await expect(p.getByText(T.withdrawn[lang])).toBeVisible();

    // Invited by e-mail for food and medical assistance: nobody acts for Lena until it is accepted.
    await p.getByLabel(T.lookup[lang]).fill(`${rep.username}@example.org`);
    await p.locator('label[for="rep-programme-FNS"]').click();
    await p.locator('label[for="rep-programme-MA"]').click();
    await p.getByRole('button', { name: T.name[lang] }).click();
    await expect(p.getByText(T.sent[lang])).toBeVisible();
    await expect(p.getByText(T.none[lang])).toBeVisible();

    // The representative sees the invitation and accepts it.
    const r = rep.page;
    await dashboard(r, lang);
    await expect(r.getByRole('heading', { name: T.invitations[lang] })).toBeVisible();
    await expectAccessible(r, 'invitation to accept');
    await r.getByRole('button', { name: T.accept[lang] }).click();
    await expect(r.getByText(T.acceptedRep[lang])).toBeVisible();

    // Lena now has a representative, and her invitation shows as accepted.
    await p.reload();
    await expect(p.getByRole('button', { name: T.revoke[lang] })).toBeVisible();
    await expect(p.getByText(T.accepted[lang])).toBeVisible();
    await expectAccessible(p, 'representative accepted');

    // The representative switches to acting for Lena and applies for her.
    await expect(r.getByRole('heading', { name: T.people[lang] })).toBeVisible();
    await expect(r.getByText(T.proof[lang])).toBeVisible();
    await expectAccessible(r, 'people you act for');
    // Proof of authority for medical assistance: a file that is not a document is refused at the field.
    const proof = r.getByLabel(T.proofLabel[lang]);
    await proof.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
    await r.getByRole('button', { name: T.upload[lang] }).click();
    await expect(r.locator('.usa-error-message')).toBeVisible();
    await expectAccessible(r, 'proof refused');
    await proof.setInputFiles({ name: 'power-of-attorney.pdf', mimeType: 'application/pdf', buffer: PDF });
    await r.getByRole('button', { name: T.upload[lang] }).click();
    await expect(r.getByText(T.proofSent[lang])).toBeVisible();
    await expect(r.getByText(T.pending[lang])).toBeVisible();
    await expectAccessible(r, 'proof sent');
    await r.getByRole('button', { name: T.actFor[lang] }).click();
    await expect(r.getByRole('heading', { name: T.acting[lang] })).toBeVisible();
    await expectAccessible(r, 'acting for Lena');
    await r.goto('/nf-apply-for-assistance');
    await expect(r.getByText(T.notice[lang])).toBeVisible();
    await expectAccessible(r, 'apply landing while acting');
    await applyForFood(r);
    await r.goto('/account');
    await expect(r.getByRole('heading', { name: T.acting[lang] })).toBeVisible();

    // Lena sees the application on her dashboard.
    await p.reload();
    await expect(p.locator('#dashboard-applications ~ ul')).toContainText(T.foodApp[lang]);
    await expectAccessible(p, 'dashboard with the application the representative submitted');

    // Lena revokes: the representative's next request while acting is refused, and the switch is gone.
    await p.getByRole('button', { name: T.revoke[lang] }).click();
    await expect(p.getByText(T.revoked[lang])).toBeVisible();
    await expect(p.getByText(T.none[lang])).toBeVisible();
    await expectAccessible(p, 'representative revoked');
    const refused = await postAsPage(r, urlOf('applicationForm'), { applicationTypeId: 'FNS' });
    expect(refused.status()).toBe(403);
    await r.reload();
    await expect(r.getByRole('heading', { name: T.yours[lang] })).toBeVisible();
    await expect(r.getByRole('heading', { name: T.acting[lang] })).toHaveCount(0);
    await expect(r.getByRole('heading', { name: T.people[lang] })).toHaveCount(0);
    await expectAccessible(r, 'representative after revocation');

    await r.context().close();
    await p.context().close();
  });
}
