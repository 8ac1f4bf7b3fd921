import { ROUTES, urlOf } from '@portal/contracts';
import { expect, expectAccessible, postAsPage, signInAgain, switchToSpanish, test, searchQueue } from './fixtures';
import { logInFromHome } from './sign-in-screens';

/**
 * Issue 31 (ADRs 0411, 0412): a caseworker's day from the console — the oldest unassigned
 * application of her office found by a name, assigned, read and approved with confirmation — then
 * its case's page: the people, programmes and applications of the case, an internal note and the
 * history; the household's own screens never show the note.
 */

test('a caseworker opens the case from an application and writes an internal note the household never sees', async ({
  page,
  world,
}) => {
  const medicaid = world.applications.anaMedicaid;
  const note = `Called Ana about the lease, world ${world.number}.`;
  // From the home page through the sign-in screens, with no address typed: she lands on her console.
  await logInFromHome(page, world.users.caseworker);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
  await page.getByRole('main').getByRole('link', { name: 'Applications to decide', exact: true }).click();
  // A day's work (issue 31): the oldest unassigned application of her office for a name she
  // searches, taken, read, decided with confirmation; then its case, a note and the history.
  await searchQueue(page, world.people.ana.name);
  const oldest = page.getByRole('table').getByRole('row').nth(1);
  await expect(oldest).toContainText(medicaid);
  await expect(oldest).toContainText('Nobody');
  await oldest.getByRole('button', { name: `Assign to me, application ${medicaid}` }).click();
  await expect(oldest).toContainText('You (');
  await oldest.getByRole('link', { name: medicaid }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application ${medicaid}`);
  // The answers and the documents come before the decisions.
  await expect(page.getByRole('heading', { level: 2, name: 'Answers' })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText('The answers call for no documents.');
  await expect(documents).toContainText('No document has been sent for this application yet.');
  const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(sections.filter((h) => ['Answers', 'Documents', 'Decisions'].includes(h))).toEqual([
    'Answers',
    'Documents',
    'Decisions',
  ]);
  await expectAccessible(page, 'an application with its answers and documents');
  // Approved, the application joins Ana's household's case: its page links to the case.
  await page.getByRole('button', { name: 'Approve Medicaid (medical assistance)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText(/is approved and on case/)).toBeVisible();
  await expect(page.getByText(/^Approved by \S+ \S+ on /)).toBeVisible();
  await page.getByRole('link', { name: 'Open the case' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Case ${world.cases.rivera}`);
  const people = page.getByRole('region', { name: 'People of the case' });
  await expect(people).toContainText(`${world.people.ana.name} (Self, primary person)`);
  await expect(people).toContainText(world.people.leo.name);
  const programs = page.getByRole('table', { name: /Each program on the case/ });
  await expect(programs.getByRole('row').filter({ hasText: 'Medicaid (medical assistance)' })).toContainText('Active');
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('link', { name: `Application ${medicaid}` })).toBeVisible();
  await expect(applications).toContainText('Medicaid (medical assistance): Approved');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Approved a program of an application');
  await expectAccessible(page, 'case page');

  // A note is required; the summary names the field.
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('button', { name: 'Save the note' }).click();
  await expect(page.locator('#noteText-error')).toContainText('This field is required.');
  await expect(page.locator('.usa-alert--error')).toContainText('Note');
  await expectAccessible(page, 'case page, note missing');

  await notes.getByLabel(/^Note/).fill(note);
  await notes.getByRole('button', { name: 'Save the note' }).click();
  await expect(notes.getByText('Your note is saved.')).toBeVisible();
  await expect(notes.getByRole('listitem').first()).toContainText(note);
  await expect(notes.getByRole('listitem').first()).toContainText(/Written by \S+ \S+ on /);
  await expect(history.getByRole('listitem').first()).toContainText('Wrote an internal note');
  await expect(history.getByRole('listitem').first()).toContainText('(caseworker)');
  await expect(page.locator('#noteText')).toHaveValue('');
  await expectAccessible(page, 'case page, note saved');

  // Older history comes a page at a time.
  const caseUrl = new URL(page.url()).pathname;
  const caseId = caseUrl.split('/').pop()!;
  for (let i = 0; i < 20; i++) {
    const res = await postAsPage(page, urlOf('workerAddCaseNote', { caseId }), { noteText: `Follow-up ${i}` });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await history.getByRole('button', { name: 'Show more' }).click();
  await expect(history.getByRole('listitem').nth(20)).toBeFocused();
  await expect(history.getByRole('listitem').filter({ hasText: 'Approved a program of an application' })).toBeVisible();
  await expect(history.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expectAccessible(page, 'case page, older history shown');

  await switchToSpanish(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Caso ${world.cases.rivera}`);
  await expect(page.getByRole('region', { name: 'Historial' }).getByRole('listitem').first()).toContainText(
    'Escribió una nota interna',
  );
  await expect(page.getByRole('region', { name: 'Notas internas' })).toContainText(note);
  await expectAccessible(page, 'case page in Spanish');

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, 'case page on a 320-pixel phone');

  // Ana's own screens never show the office's note.
  await signInAgain(page, world.users.linked);
  for (const path of [ROUTES.account, ROUTES.myInformation, ROUTES.secureInbox, ROUTES.secureMessages]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#main-content')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText('Loading…')).toHaveCount(0);
    if (path === ROUTES.myInformation) await expect(page.locator('main')).toContainText(world.cases.rivera);
    await expect(page.locator('body'), path).not.toContainText('Called Ana about the lease');
    await expect(page.locator('body'), path).not.toContainText('Follow-up');
  }
  // Nor can she open the staff page.
  await page.goto(caseUrl);
  await expect(page.getByText(`Case ${world.cases.rivera}`)).toHaveCount(0);
});
