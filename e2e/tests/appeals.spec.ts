import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import {
  leaveAndForget,
  comeBackLater,
  advanceWorldClock,
  expect,
  expectOnlyConsoleErrors,
  expectAccessible,
  signInAgain,
  signInAs,
  switchToSpanish,
  test,
  useWorldClock,
  searchQueue,
} from './fixtures';
import { fillPage } from './applications-helpers';
import { logInFromHome, passkeyLogInFromHome } from './sign-in-screens';

/*
 * Appeals (issue 11): Ana Rivera (the test's own world's) asks for a hearing about her denied
 * Medicaid application, leaves midway, comes back on a Friday evening and sends it; the hearing
 * officer schedules the hearing and decides; Ana follows each step. Only her world's clock goes on
 * to that Friday (useWorldClock): the tests beside it stay on today.
 */
test.describe.configure({ timeout: 180_000 });

const ZONE = 'America/New_York';

/** The calendar day (YYYY-MM-DD) and hour of a moment in the state's time zone. */
function inState(at: Date): { day: string; hour: number; weekday: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: parts.weekday! };
}

/** The next Friday at 5:30 p.m. in the state (after `now`), and the Monday after it. */
function nextFridayEvening(now: Date): { at: Date; monday: string } {
  for (let days = 0; days <= 7; days += 1) {
    const day = inState(new Date(now.getTime() + days * 86_400_000)).day;
    if (inState(new Date(`${day}T16:00:00Z`)).weekday !== 'Fri') continue;
    // 5:30 p.m. is 21:30 UTC in summer time, 22:30 in winter.
    const at = [21, 22].map((h) => new Date(`${day}T${h}:30:00Z`)).find((d) => inState(d).hour === 17)!;
    if (at.getTime() <= now.getTime()) continue;
    const monday = new Date(`${day}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + 3);
    return { at, monday: monday.toISOString().slice(0, 10) };
  }
  throw new Error('no Friday within a week');
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The hearing office's queue searched for one request: its row (the only one). */
async function findRequest(page: Page, reference: string) {
  await searchQueue(page, reference);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 1–1 of 1');
  return page.getByRole('table').getByRole('row').filter({ hasText: reference });
}

async function readNotice(page: Page, subject: string | RegExp) {
  await page.goto(ROUTES.secureInbox);
  await page.getByRole('link', { name: subject }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
}

test('Ana appeals a denial, resumes on a Friday evening, and follows the hearing to its decision', async ({
  page,
  world,
  consoleErrors,
}) => {
  await useWorldClock(page, world);
  await signInAs(page, world.users.linked);
  await page.goto(ROUTES.account);
  await page
    .getByRole('region', { name: 'What you can do' })
    .getByRole('link', { name: 'Appeal a Medicaid decision' })
    .click();
  await expect(page.locator('h1')).toHaveText('Appeal a Medicaid decision');
  await expectAccessible(page, 'appeals');
  await page.getByRole('link', { name: 'Ask for a hearing' }).click();
  await expect(page.locator('h1')).toHaveText('What happens when you appeal');
  await expectAccessible(page, 'what happens when you appeal');
  // Each step has a way back as well as forward.
  await page.getByRole('link', { name: 'Back to appeals' }).click();
  await expect(page.locator('h1')).toHaveText('Appeal a Medicaid decision');
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', ROUTES.account);
  await page.getByRole('link', { name: 'Ask for a hearing' }).click();
  await page.getByRole('link', { name: 'Choose the decision' }).click();
  await expect(page.getByRole('link', { name: 'Back to appeals' })).toHaveAttribute('href', ROUTES.appeals);

  await expect(page.locator('h1')).toHaveText('Which decision do you disagree with?');
  // Nothing chosen: the error summary takes focus.
  await page.getByRole('button', { name: 'Start your request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are one or more errors on this page' })).toBeFocused();
  await expect(page.getByText(/Last day to ask for a hearing:/)).toBeVisible();
  await expectAccessible(page, 'choose the decision');
  await page
    .locator('label.usa-radio__label', {
      hasText: new RegExp(`Application denied on .* \\(reference ${world.applications.anaDenied}\\)`),
    })
    .click();
  await page.getByRole('button', { name: 'Start your request' }).click();

  await expect(page.locator('h1')).toHaveText('Why you disagree');
  await fillPage(page, { reason: 'My hours were cut in October; the decision counted my old pay.' });
  await expect(page.locator('h1')).toHaveText('Your hearing');
  await fillPage(page, { hearingMode: 'PHONE', interpreter: 'no' });
  await expect(page.locator('h1')).toHaveText('How to reach you');

  // She types her number and leaves with "Save and exit", which says what it keeps.
  await page.locator('#q-hearingPhone').fill('919-555-0142');
  await page.getByRole('button', { name: 'Save and exit' }).click();
  await expect(page.getByRole('dialog')).toContainText('You can come back and finish your appeal request');
  await page.getByRole('dialog').getByRole('button', { name: 'Save and exit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On Friday at 5:30 p.m. (state time) she signs in again and resumes.
  const now = await advanceWorldClock(page, world, 0);
  const friday = nextFridayEvening(now);
  await comeBackLater(page, world, friday.at.getTime() - now.getTime());
  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.appeals);
  await page.getByRole('link', { name: 'Continue your request about Medicaid (medical assistance)' }).click();
  await expect(page.locator('h1')).toHaveText('How to reach you');
  await expect(page.locator('#q-hearingPhone')).toHaveValue('919-555-0142');
  await fillPage(page, { hearingPhone: '919-555-0142' });
  await fillPage(page, { hasRepresentative: 'no' });
  await expect(page.locator('h1')).toHaveText('Papers that support your appeal');
  await fillPage(page, {});
  await expect(page.locator('h1')).toHaveText('Check your answers');
  await expect(page.getByText('My hours were cut in October')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to sign and submit' }).click();
  await expect(page.locator('h1')).toHaveText('Sign and submit');
  await expect(page.getByText('I ask for a hearing about the decision named in this request.')).toBeVisible();
  await expectAccessible(page, 'sign the appeal');
  const boxes = page.locator('form input[type=checkbox]');
  for (let i = 0; i < (await boxes.count()); i++)
    await page.locator(`label[for="${await boxes.nth(i).getAttribute('id')}"]`).click();
  await page.locator('#sign-firstName').fill('Ana');
  await page.locator('#sign-lastName').fill('Rivera');
  await page.locator('form button[type=submit]').click();

  await expect(page.locator('h1')).toHaveText('Your appeal requests');
  const received = page.getByRole('status').filter({ hasText: 'We received your request' });
  // Sent after 5 p.m. on a Friday: filed on Monday.
  await expect(received).toContainText(`It counts as filed on ${longDate(friday.monday)}.`);
  await expect(received.getByRole('link', { name: 'Send papers that support your appeal' })).toHaveAttribute(
    'href',
    ROUTES.uploadStandalone,
  );
  await expect(page.locator('.usa-tag', { hasText: 'Submitted' })).toBeVisible();
  await expectAccessible(page, 'appeal submitted');
  await readNotice(page, /^We received your request for a hearing AP\d{6}-\d{6}$/);
  const reference = (await page.locator('h1').textContent())!.match(/AP\d{6}-\d{6}/)![0];

  // The hearing officer schedules the hearing two weeks on, then records the decision.
  // Her day starts at the home page's sign-in screens, and she lands on her console.
  await leaveAndForget(page);
  await logInFromHome(page, world.users.hearing);
  await expect(page.locator('h1')).toHaveText('Staff console');
  // The console counts the requests waiting (the queue's total: every world's, so at least Ana's).
  await expect(page.getByText(/^[1-9][\d,]* appeal requests? waits? for a hearing or a decision\.$/)).toBeVisible();
  await page.getByRole('link', { name: 'Appeal requests' }).last().click();
  await expect(page.locator('h1')).toHaveText('Appeal requests');
  // The queue (ADR 0416): found by its reference, no hearing yet, no decision deadline; assigned.
  const waiting = await findRequest(page, reference);
  await expect(waiting).toContainText(/\d+ days?/);
  await expect(waiting).toContainText('Not scheduled');
  await expect(waiting).toContainText('No deadline');
  await expect(waiting).toContainText('Nobody');
  await waiting.getByRole('button', { name: `Assign to me, appeal ${reference}` }).click();
  await expect(page.getByText(`Appeal ${reference} is assigned to you.`)).toBeVisible();
  await expect(waiting).toContainText('You (Harper Hill)');
  await expectAccessible(page, 'hearing office: appeal requests');
  await waiting.getByRole('link', { name: reference }).click();
  await expect(page.locator('h1')).toHaveText(`Appeal ${reference}`);
  await expect(page.getByText('My hours were cut in October')).toBeVisible();
  await expectAccessible(page, 'hearing office: one appeal');
  // Sent empty, the summary names each field it lists.
  await page.getByRole('button', { name: 'Schedule and tell the appellant' }).click();
  await expect(page.getByRole('alert').first().getByRole('link')).toHaveText([
    'Date: Fill in this field.',
    'Time (state time): Fill in this field.',
    'How it is held: Fill in this field.',
    'Phone number to call, or the hearing room’s address: Fill in this field.',
  ]);
  const hearingDay = inState(new Date(friday.at.getTime() + 14 * 86_400_000)).day;
  await page.getByLabel('Date').fill(hearingDay);
  await page.getByLabel('Time (state time)').fill('14:30');
  await page.locator('label[for="hearing-mode-0"]').click();
  await page.getByLabel('Phone number to call, or the hearing room’s address').fill('919-555-0142');
  await page.getByRole('button', { name: 'Schedule and tell the appellant' }).click();
  await expect(page.getByText('The hearing is scheduled and the appellant has been told.')).toBeVisible();
  await expect(page.getByText(`Hearing: ${longDate(hearingDay)} at 2:30 p.m., By phone, 919-555-0142.`)).toBeVisible();
  const record = async () => {
    await page.locator('label[for="outcome-1"]').click();
    await page.getByLabel(/Your reasons/).fill('The October pay stubs show income under the limit.');
    await page.getByRole('button', { name: 'Record and tell the appellant' }).click();
  };
  // Not before the hearing has been held: the form says when it is.
  await record();
  await expect(page.getByRole('alert').first()).toContainText(/The hearing is on .+ at 2:30 p\.m\./);
  await expectAccessible(page, 'hearing office: too early to decide');
  // The refusal's 422 is the only console line.
  expectOnlyConsoleErrors(consoleErrors, 'status of 422');
  // The day after the hearing, the officer records the outcome.
  await leaveAndForget(page);
  await advanceWorldClock(page, world, 15 * 86_400_000);
  await passkeyLogInFromHome(page, world.users.hearing);
  await expect(page.locator('h1')).toHaveText('Staff console');
  await page.getByRole('link', { name: 'Appeal requests' }).last().click();
  // Still waiting (scheduled), with its hearing's day, and still the officer's.
  const scheduledRow = await findRequest(page, reference);
  await expect(scheduledRow).toContainText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${hearingDay}T12:00:00Z`),
    ),
  );
  await expect(scheduledRow).toContainText('Hearing scheduled');
  await expect(scheduledRow).toContainText('You (Harper Hill)');
  await scheduledRow.getByRole('link', { name: reference }).click();
  await expect(page.locator('h1')).toHaveText(`Appeal ${reference}`);
  await record();
  await expect(page.getByText('The outcome is recorded and the appellant has been told.')).toBeVisible();
  await expectAccessible(page, 'hearing office: decided');
  // Decided, it waits no more: the queue no longer lists it.
  await page.getByRole('link', { name: 'Back to appeal requests' }).click();
  await searchQueue(page, reference);
  await expect(page.getByText('No appeal request waiting matches the search and filters.')).toBeVisible();

  // Ana sees the hearing, the outcome and the notices.
  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.appealsSubmitted);
  await expect(page.locator('.usa-tag', { hasText: 'Decided' })).toBeVisible();
  await expect(page.getByText('Outcome: The decision was reversed (changed in your favor)')).toBeVisible();
  await expect(page.getByText(`Hearing: ${longDate(hearingDay)} at 2:30 p.m., By phone, 919-555-0142.`)).toBeVisible();
  await readNotice(page, `Your hearing is scheduled: ${reference}`);
  await expect(page.getByText(/by phone\. The hearing officer will call you at 919-555-0142/)).toBeVisible();
  await readNotice(page, `A decision on your appeal ${reference}`);
  await expect(page.getByText(/reversed in your favor/)).toBeVisible();

  // The reversal is work for a caseworker of her office: the denied programme waits in the queue,
  // marked, to be decided again as the hearing said; once approved, Ana's dashboard says so.
  await signInAgain(page, world.users.caseworker);
  await page.goto(ROUTES.worker);
  await page.getByRole('link', { name: 'Applications to decide' }).first().click();
  // The queue is paged, oldest first: the caseworker searches for the application.
  await searchQueue(page, world.applications.anaDenied);
  const row = page.getByRole('row').filter({ hasText: world.applications.anaDenied });
  await expect(row).toContainText('reversed at a hearing');
  await row.getByRole('link', { name: world.applications.anaDenied }).click();
  await expect(
    page.getByText(/A hearing reversed the denial of .+\. Put the hearing decision into effect/),
  ).toBeVisible();
  await expectAccessible(page, 'caseworker: a reversed denial to put into effect');
  await page
    .getByRole('button', { name: /^Approve / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(/is approved and on case/)).toBeVisible();
  await signInAgain(page, world.users.linked);
  await page.goto(ROUTES.account);
  const application = page.getByRole('listitem').filter({ hasText: world.applications.anaDenied }).first();
  await expect(application).toContainText('Medicaid (medical assistance) Active');
  await expect(application).not.toContainText('Denied');
});

test('in Spanish on a 320-pixel phone, and closed with a reason for an account not linked', async ({ page, world }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAs(page, world.users.linked);
  await switchToSpanish(page);
  await page.goto(ROUTES.nfAppeals);
  await expect(page.locator('h1')).toHaveText('Apelar una decisión de alimentos, dinero o energía');
  await page.getByRole('link', { name: 'Pedir una audiencia' }).click();
  await page.getByRole('link', { name: 'Elegir la decisión' }).click();
  await expect(page.locator('h1')).toHaveText('¿Con qué decisión no está de acuerdo?');
  // The world's Ana has had no food, money or energy decision in the last six months: none to choose.
  await expect(page.getByText(/No encontramos ninguna decisión que pueda apelar aquí/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Decisiones de los últimos seis meses' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'appeals, es, 320px');

  await signInAgain(page, world.users.resident);
  await page.goto(ROUTES.appeals);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('No puede pedir una audiencia en línea');
  await expect(page.getByRole('link', { name: 'Mejorar su cuenta' })).toHaveAttribute('href', ROUTES.upgradeAccount);
  await expectAccessible(page, 'appeals closed, es');

  // The hearing office's queue (ADR 0416) reads in Spanish on the phone too (the browser keeps the language).
  await signInAgain(page, world.users.hearing);
  await page.goto('/worker/appeals');
  await expect(page.locator('h1')).toHaveText('Solicitudes de apelación');
  await expect(page.getByRole('search', { name: 'Búsqueda y filtros' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'hearing office: appeal requests (es, 320 px)');
  await page.getByRole('link', { name: 'Mías' }).click();
  await expect(page.getByText('No tiene ninguna solicitud de apelación asignada.')).toBeVisible();
});
