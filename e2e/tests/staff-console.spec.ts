import type { WorldAccount } from '@portal/contracts/test-world';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';
import { logInFromHome } from './sign-in-screens';

/**
 * Issue 29, items 1 and 8: staff find their work from the home page (they land on their console,
 * every staff page's header has "Staff console" and no resident-only items, every queue page
 * links back, no resident announcement on top), providers still land on their dashboard, and a
 * newborn-referral provider can choose the language. Everything by clicking what a person sees.
 */

/** The header of a staff page: "Staff console", none of a resident's items; no announcements. */
async function expectStaffChrome(page: Page, where: string): Promise<void> {
  const mainNav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Staff console' }), where).toBeVisible();
  for (const resident of ['Apply', 'Your account', 'Notices'])
    await expect(mainNav.getByRole('link', { name: resident }), `${where}: no ${resident}`).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Announcements' }), `${where}: no banners`).toHaveCount(0);
}

/** The world's staff accounts, by kind. */
const [CASEWORKER, HEARING, ADMIN] = ['caseworker', 'hearing', 'admin'] as const satisfies WorldAccount[];

const STAFF = [
  { user: CASEWORKER, queues: ['Applications to decide', 'Documents to review', 'Secure messages'] },
  { user: HEARING, queues: ['Appeal requests', 'State holidays'] },
  {
    user: ADMIN,
    queues: [
      'Applications to decide',
      'Changes and renewals to review',
      'Documents to review',
      'Newborn referrals',
      'Accounts to restore',
      'Time to complete',
      'Secure messages',
      'Paper copies to mail',
      'Mass communications',
      'Appeal requests',
      'State holidays',
      'Links and counts',
      'Provider facilities',
      'Organisations',
      'Provisioned representatives',
    ],
  },
] as const;

test.describe('staff find their work', () => {
  for (const { user, queues } of STAFF) {
    test(`${user} lands on the staff console and every queue leads back to it`, async ({ page, world }) => {
      // A visitor sees the announcements on the home page (a resident's page).
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();

      await logInFromHome(page, world.users[user]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
      await expect(page).toHaveURL(/\/worker$/);
      await expectStaffChrome(page, 'staff console');
      await expectAccessible(page, `staff console (${user})`);

      for (const [i, queue] of queues.entries()) {
        await page.getByRole('main').getByRole('link', { name: queue, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 }), queue).not.toHaveText('Staff console');
        await expectStaffChrome(page, queue);
        if (i === 0) await expectAccessible(page, `${queue} (${user})`);
        await page.getByRole('link', { name: 'Back to the staff console' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
      }

      // Home is the public page; the header keeps the way back to the console.
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Staff console' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff console');
    });
  }

  test('the staff header and the way back read in Spanish', async ({ page, world }) => {
    await signInAs(page, world.users.caseworker);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Staff console' }).click();
    await switchToSpanish(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consola del personal');
    await page.getByRole('main').getByRole('link', { name: 'Solicitudes por decidir', exact: true }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Consola del personal', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Solicitar' })).toHaveCount(0);
    await expectAccessible(page, 'applications to decide (es)');
    await page.getByRole('link', { name: 'Volver a la consola del personal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consola del personal');
  });

  test('a provider still lands on the dashboard, where the referrals are', async ({ page, world }) => {
    await logInFromHome(page, world.users.newbornprovider);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Staff console' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Your account pages' })).toContainText('Your referrals');
  });
});

test.describe('language for everyone', () => {
  test('a newborn-referral provider chooses Spanish and back, on every page', async ({ page, world }) => {
    await signInAs(page, world.users.newbornprovider);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
    await page
      .getByRole('navigation', { name: 'Your account pages' })
      .getByRole('link', { name: 'Your referrals' })
      .click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Páginas de su cuenta' })).toContainText('Sus referidos');
    await expectAccessible(page, 'your referrals (es)');
    await page
      .getByRole('navigation', { name: 'Páginas de su cuenta' })
      .getByRole('link', { name: 'Panel principal' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su panel principal');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dashboard');
  });
});
