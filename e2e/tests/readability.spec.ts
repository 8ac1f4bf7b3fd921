import type { Page } from '@playwright/test';
import { ROUTES } from '@portal/contracts';
import { expect, signInAs, test } from './fixtures';
import { MAX_GRADE, fleschKincaidGrade, proseOf } from './plain-words';

/**
 * Pages whose text appears only after a few clicks (a case chosen, a file type picked), checked
 * here; routes.spec.ts checks the grade of every route it walks. The grade and what counts as
 * prose: plain-words.ts.
 */

/**
 * Pages still above grade 8 when this test was written, with their grade then. A page listed
 * here may not get worse; once it is at 8 or lower the test fails until it is taken off the
 * list, so the list only shrinks. Empty means every page checked is at grade 8 or lower.
 */
const NOT_YET: Record<string, number> = {};

async function mainText(page: Page): Promise<string> {
  await page.waitForFunction(() => document.getElementById('main-content')?.getAttribute('aria-busy') === 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return proseOf(page);
}

const grades: { page: string; grade: number }[] = [];
const texts: Record<string, string> = {};

function check(name: string, text: string) {
  const grade = fleschKincaidGrade(text);
  texts[name] = text;
  grades.push({ page: name, grade });
  const limit = NOT_YET[name] ?? MAX_GRADE;
  expect.soft(grade, `${name} (grade ${grade.toFixed(1)}):\n${text}`).toBeLessThanOrEqual(limit);
  if (name in NOT_YET) expect.soft(grade, `${name} is at grade 8 now: take it off NOT_YET`).toBeGreaterThan(MAX_GRADE);
}

test('the pages of sending documents for a case read at Flesch-Kincaid grade 8 or lower in English', async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, world.users.linked);
  await page.goto(`${ROUTES.uploadSelectCase}?for=standalone`);
  check(`${ROUTES.uploadSelectCase}?for=standalone`, await mainText(page));
  await page
    .getByText(/^Reference number /)
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(ROUTES.uploadStandalone));
  check(ROUTES.uploadStandalone, await mainText(page));

  const width = Math.max(...grades.map((g) => g.page.length));
  if (process.env.READABILITY_TEXT) console.log(JSON.stringify(texts));
  console.log(grades.map((g) => `${g.page.padEnd(width)}  ${g.grade.toFixed(1)}`).join('\n'));
});
