import { expect, expectOnlyConsoleErrors, expectAccessible, signInAs, switchToSpanish, test } from './fixtures';
import { urlOf } from '@portal/contracts';
import { answer } from './applications-helpers';

test.describe.configure({ timeout: 120_000 });

const OFFLINE = {
  en: 'You are offline. Your answers are kept on this device and will be sent when you are back online.',
  es: 'No tiene conexión. Sus respuestas se guardan en este dispositivo y se enviarán cuando vuelva a tener conexión.',
};
const APPLY = {
  en: /Apply for food, medical and cash assistance/,
  es: /Solicitar asistencia de alimentos, médica y en efectivo/,
};
const START = { en: 'Start application', es: 'Comenzar la solicitud' };

for (const lang of ['en', 'es'] as const) {
  test(`a page answered with no connection is kept, said so, and sent once when the connection returns (${lang}, 375 px)`, async ({
    page,
    world,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, world.users.resident);
    await page.goto('/nf-apply-for-assistance');
    if (lang === 'es') await switchToSpanish(page);
    await page.getByRole('link', { name: APPLY[lang] }).click();
    await page.getByRole('button', { name: START[lang] }).click();
    await expect(page).toHaveURL(/\/nf-apply-for-assistance\/form\//);
    const draftId = new URL(page.url()).pathname.split('/').pop()!;

    // Every page save that reached the server (an offline attempt fails before it does).
    const saves: string[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && r.url().includes(`/form_details/${draftId}`))
        saves.push(r.request().postData() ?? '');
    });

    await page.locator('#q-programs, [name="q-programs"]').first().waitFor({ state: 'attached' });
    await page.context().setOffline(true);
    await answer(page, 'programs', ['FNS']);
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(OFFLINE[lang])).toBeVisible();
    // Still on the same page, its answer still there.
    await expect(page.locator('input[name="q-programs"][value="FNS"]')).toBeChecked();
    expect(saves).toEqual([]);
    await expectAccessible(page, `offline answers kept (${lang})`);
    await page.screenshot({ path: `test-results/offline-answers-${lang}.png`, fullPage: true });

    // The browser itself reports the save it could not send; nothing else may fail.
    expectOnlyConsoleErrors(consoleErrors, 'ERR_INTERNET_DISCONNECTED');
    await page.context().setOffline(false);
    // Sent once the connection is back, and the form goes on to the next page.
    await page.locator('#q-householdSize, [name="q-householdSize"]').first().waitFor({ state: 'attached' });
    await expect(page.getByText(OFFLINE[lang])).toHaveCount(0);
    await expectAccessible(page, `next page after reconnecting (${lang})`);
    // Wait past a retry period: nothing more goes.
    await page.waitForTimeout(6_000);
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!)).toMatchObject({ page: 'programs', answers: { programs: ['FNS'] } });
    const draft = (await (await page.request.get(urlOf('formDetails', { id: draftId }))).json()) as {
      answers: Record<string, unknown>;
    };
    expect(draft.answers.programs).toEqual(['FNS']);
  });
}
