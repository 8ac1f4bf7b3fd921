import type { Page } from '@playwright/test';
import { ROUTES, urlOf } from '@portal/contracts';
import { expect, expectAccessible, signInAgain, signInAs, switchToSpanish, test, type TestWorld } from './fixtures';
import { caseworkerDenies, submitFoodApplication } from './applications-helpers';

/*
 * E-notices (issue 12): Ana Rivera (the test's own world's) gets her notices by e-mail (she
 * confirmed her e-mail address with a code). She switches to paper and the next notice (a
 * caseworker's decision) is queued for mail; she switches back and the next one is only e-mailed —
 * an e-mail that says a notice is waiting, nothing more.
 */
test.describe.configure({ timeout: 180_000 });

/**
 * A notice for Ana: the world's caseworker denies a food application she sends, and Ana signs in
 * again; returns the notice's subject.
 */
async function decisionForAna(page: Page, world: TestWorld): Promise<string> {
  const reference = await submitFoodApplication(page, { firstName: 'Ana', lastName: 'Rivera' });
  await caseworkerDenies(page, reference, 'Income above the limit.', world.users.caseworker);
  await signInAgain(page, world.users.linked);
  return `A decision on your application ${reference}`;
}

/** The paper-copy part of one of Ana's notices. */
async function paperOf(page: Page, subject: string) {
  await page.goto(ROUTES.secureInbox);
  await page.getByRole('link', { name: subject }).click();
  await expect(page.locator('h1')).toHaveText(subject);
  return page.getByRole('region', { name: 'A paper copy' });
}

test('Ana switches e-notices off and on: paper is queued only while they are off', async ({ page, world }) => {
  await signInAs(page, world.users.linked);
  await page.goto(ROUTES.secureInbox);
  await page.getByRole('link', { name: 'Get your notices by e-mail or on paper' }).click();
  await expect(page.locator('h1')).toHaveText('Electronic notices');
  const state = page.getByRole('main').getByRole('status');
  await expect(state).toHaveText('Your notices come by e-mail to a***@example.com. No paper copy is mailed.');
  await expectAccessible(page, 'e-notices, on');

  await page.getByRole('button', { name: 'Get my notices on paper instead' }).click();
  await expect(state).toHaveText(
    'Your notices come by paper mail to the address on file. You can also read them here.',
  );
  const paper = await paperOf(page, await decisionForAna(page, world));
  await expect(paper).toContainText('You get your notices on paper, so this one will be mailed to you soon.');
  await expect(paper.getByRole('button', { name: 'Mail me a paper copy' })).toHaveCount(0);
  await expectAccessible(page, 'a notice on paper');
  await paper.getByRole('link', { name: 'Get notices by e-mail instead' }).click();
  await page.getByRole('button', { name: 'Get my notices by e-mail' }).click();
  await expect(state).toHaveText('Your notices come by e-mail to a***@example.com. No paper copy is mailed.');

  // Only e-mailed: no copy is queued (she may still ask for one).
  const subject = await decisionForAna(page, world);
  await expect((await paperOf(page, subject)).getByRole('button', { name: 'Mail me a paper copy' })).toBeVisible();
  const { messages } = (await (await page.request.get(urlOf('devMailbox'))).json()) as {
    messages: { userName: string | null; templateKey: string; channel: string; subject: string; body: string }[];
  };
  const email = messages.find(
    (m) => m.userName === world.users.linked && m.templateKey === 'application.decision' && m.channel === 'EMAIL',
  );
  expect(email?.subject).toBe('You have a new notice');
  expect(email?.body).not.toContain('Income above the limit');

  await page.goto(ROUTES.enotices);
  await switchToSpanish(page);
  await expect(page.locator('h1')).toHaveText('Avisos electrónicos');
  await expectAccessible(page, 'e-notices (es)');
});

test('without a confirmed e-mail address, one is added and confirmed from the page, on a 320-pixel phone', async ({
  page,
  world,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, world.users.renewsoon);
  await page.goto(ROUTES.enotices);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'first add an e-mail address to your contact methods and confirm it',
  );
  await expect(page.getByRole('button', { name: 'Get my notices by e-mail' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'e-notices, no confirmed e-mail');

  // Omar's primary contact is his phone: the e-mail goes in the secondary slot, e-mail offered first.
  await page.getByRole('link', { name: 'Add or confirm an e-mail address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update secondary contact');
  await page.getByLabel('Email address').fill(`omar-notices-w${world.number}@example.com`);
  await page.getByRole('button', { name: 'Send confirmation code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your confirmation code');
  const { messages } = (await (await page.request.get(urlOf('devMailbox'))).json()) as {
    messages: { userName: string | null; templateKey: string; body: string }[];
  };
  const code = messages
    .find((m) => m.userName === world.users.renewsoon && m.templateKey === 'contact.code')
    ?.body.match(/\b(\d{6})\b/)?.[1];
  await page.getByLabel('Confirmation code').fill(code ?? '');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on e-notices: the address is confirmed, and subscribing is one click.
  await expect(page.locator('h1')).toHaveText('Electronic notices');
  await page.getByRole('button', { name: 'Get my notices by e-mail' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('o***@example.com');
  await expect(page.getByRole('link', { name: 'Use another e-mail address' })).toBeVisible();
  await expectAccessible(page, 'e-notices, subscribed after confirming');
  await page.getByRole('button', { name: 'Get my notices on paper instead' }).click();
  await expect(page.getByRole('button', { name: 'Get my notices by e-mail' })).toBeVisible();
});
