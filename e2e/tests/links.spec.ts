import { ROUTES } from '@portal/contracts';
import { expect, expectAccessible, signInAs, test } from './fixtures';

/*
 * Configured links (issue 12): an administrator changes an announcement's text, residents see it
 * on the next visit, the administrator hides it and it is gone; it ends as it began.
 */
test('an administrator edits and hides an announcement; residents see each change', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await page.goto(ROUTES.worker);
  await page.getByRole('link', { name: 'Links and counts' }).click();
  await expect(page.locator('h1')).toHaveText('Links and counts');
  await expectAccessible(page, 'links and counts');

  const edit = async (change: (form: import('@playwright/test').Locator) => Promise<void>) => {
    await page.getByRole('button', { name: 'Edit link 3' }).click();
    const form = page.getByRole('form', { name: 'Edit link 3' });
    await change(form);
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(page.getByText('Link 3 was saved.')).toBeVisible();
  };
  const visitor = await browser.newPage();
  const banner = async () => {
    await visitor.goto('/');
    return visitor.getByRole('region', { name: 'Announcements' });
  };
  try {
    // A bad address is refused with the field named; nothing is saved.
    await page.getByRole('button', { name: 'Edit link 3' }).click();
    const form = page.getByRole('form', { name: 'Edit link 3' });
    await form.getByLabel(/^Address/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(form.locator('#linkURL-error')).toHaveText('Enter a valid value.');
    await expectAccessible(page, 'link form, error');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await edit((f) => f.getByLabel('Announcement text').fill('Storm help: pre-register for disaster food assistance.'));
    await expect(await banner()).toContainText('Storm help: pre-register for disaster food assistance.');
    await edit((f) => f.locator('label', { hasText: 'Show this link to residents' }).click());
    await expect(page.getByRole('row').filter({ hasText: 'NFBSBNR02' }).first()).toContainText('Hidden');
    await expect(await banner()).not.toContainText('Storm help');
  } finally {
    await page.getByRole('button', { name: 'Edit link 3' }).click();
    const form = page.getByRole('form', { name: 'Edit link 3' });
    await form
      .getByLabel('Announcement text')
      .fill('Disaster food assistance pre-registration is open for counties affected by the recent storm.');
    if (!(await form.getByLabel('Show this link to residents').isChecked())) {
      await form.locator('label', { hasText: 'Show this link to residents' }).click();
    }
    await form.getByRole('button', { name: 'Save the link' }).click();
    await expect(page.getByText('Link 3 was saved.')).toBeVisible();
  }
  await expect(await banner()).toContainText('Disaster food assistance pre-registration is open');
});
