import type { Locator } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';

/*
 * Configured links (issue 12): an administrator changes an announcement's text, residents see it
 * on the next visit, the administrator hides it and it is gone; it ends as it began.
 *
 * The links are the server's, not a test world's: every visitor sees them. The announcement
 * edited is the Spanish one of the storm (link 4, named by its text as the page names it), which no other spec reads (the header specs
 * read the English ones and the Spanish holiday one), so files running beside this one see the
 * banners they expect. Its text names the test's world, so a visitor finds this run's change.
 */
const LINK = 'the Spanish link “Asistencia alimentaria por desastre”';
const SEEDED_TEXT =
  'La preinscripción para asistencia alimentaria por desastre está abierta para los condados afectados por la tormenta reciente.';

test('an administrator edits and hides an announcement; residents see each change', async ({
  page,
  browser,
  world,
}) => {
  const stormHelp = `Ayuda por la tormenta (${world.number}): preinscríbase para la asistencia alimentaria por desastre.`;
  await signInAs(page, world.users.admin);
  await page.goto(ROUTES.worker);
  await page.getByRole('link', { name: 'Links and counts' }).click();
  await expect(page.locator('h1')).toHaveText('Links and counts');
  await expectAccessible(page, 'links and counts');
  // Each link with what residents read in both languages, and where they see it; no raw codes.
  const storm = page.getByRole('row', { name: /Announcement 2 at the top of every page/ });
  await expect(storm).toContainText('Disaster food assistance');
  await expect(storm).toContainText('Asistencia alimentaria por desastre');
  await expect(page.locator('main')).not.toContainText(/NFBSBNR|en-US|Edit link \d/);

  const editButton = page.getByRole('button', { name: `Edit ${LINK}`, exact: true });
  const editForm = () => page.getByRole('form', { name: `Edit ${LINK}`, exact: true });
  const edit = async (change: (form: Locator) => Promise<void>) => {
    await editButton.click();
    const form = editForm();
    await change(form);
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(page.getByText(`The Spanish link “Asistencia alimentaria por desastre” was saved.`)).toBeVisible();
  };
  // A resident reading the portal in Spanish, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await switchToSpanish(visitor);
  const banner = async () => {
    await visitor.goto('/');
    return visitor.getByRole('region', { name: 'Anuncios' });
  };
  try {
    // A bad address is refused with the field named; nothing is saved.
    await editButton.click();
    const form = editForm();
    await form.getByLabel(/^Address/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(form.locator('#linkURL-error')).toHaveText('Enter a valid value.');
    await expectAccessible(page, 'link form, error');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await edit((f) => f.getByLabel('Announcement text').fill(stormHelp));
    await expect(await banner()).toContainText(stormHelp);
    await edit((f) => f.locator('label', { hasText: 'Show this link to residents' }).click());
    await expect(page.getByRole('cell').filter({ has: editButton })).toContainText('Hidden');
    await expect(await banner()).not.toContainText('Ayuda por la tormenta');
  } finally {
    await editButton.click();
    const form = editForm();
    await form.getByLabel('Announcement text').fill(SEEDED_TEXT);
    if (!(await form.getByLabel('Show this link to residents').isChecked())) {
      await form.locator('label', { hasText: 'Show this link to residents' }).click();
    }
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(page.getByText(`The Spanish link “Asistencia alimentaria por desastre” was saved.`)).toBeVisible();
  }
  await expect(await banner()).toContainText('La preinscripción para asistencia alimentaria por desastre está abierta');
  await visitor.close();
});
