import { expect, type Page } from '@playwright/test';
import { syllable } from 'syllable';

/**
 * Plain words on the resident pages (issue 33): the Flesch-Kincaid grade of the English text in
 * `main` must be 8 or lower. readability.spec.ts checks pages reached by clicking through a task;
 * routes.spec.ts checks every route it walks, signed out and as a linked resident.
 *
 * FK grade = 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59.
 * Each line of innerText ends a sentence too (headings, buttons, table cells are not run on).
 * Not prose, so left out: numbers and reference numbers (no letters), the data lines of a case
 * card (NOT_PROSE: a person's name, a date, a reference and program names from the code table),
 * and the body rows of data tables (a programme's name and status, not sentences).
 */
export const MAX_GRADE = 8;
const NOT_PROSE = /^(Primary person: |Submitted on: |Program status: |Reference number )/;

export function fleschKincaidGrade(text: string): number {
  const sentences = text
    .split('\n')
    .filter((line) => !NOT_PROSE.test(line.trim()))
    .join('\n')
    .split(/[.!?]+(?:\s|$)|\n+/)
    .map((s) => s.match(/[A-Za-zÀ-ÿ'’-]+/g) ?? [])
    .filter((words) => words.length > 0);
  const words = sentences.flat();
  if (words.length === 0) return 0;
  const syllables = words.reduce((n, w) => n + Math.max(1, syllable(w)), 0);
  return 0.39 * (words.length / sentences.length) + 11.8 * (syllables / words.length) - 15.59;
}

/** The text a person reads in `main` once it has loaded, without the body rows of data tables. */
export async function proseOf(page: Page): Promise<string> {
  await expect(page.locator('main')).not.toContainText('Loading…');
  return page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('table tbody').forEach((rows) => rows.remove());
    // innerText needs the copy laid out: it is placed off screen for the moment of reading.
    copy.style.position = 'absolute';
    copy.style.left = '-10000px';
    document.body.append(copy);
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}
