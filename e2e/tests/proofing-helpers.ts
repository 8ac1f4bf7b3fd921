import type { Page } from '@playwright/test';
import { expect, type TestWorld } from './fixtures';

/** A person of the simulated bureau (apps/server/src/features/proofing/seed.ts) and the facts its quiz asks about. */
export interface BureauPerson {
  firstName: string;
  lastName: string;
  birthDate: string;
  ssn: string;
  street: string;
  city: string;
  zip: string;
  facts: string[];
}

/** Splits a world person's "First Last" name. */
function names(person: TestWorld['people'][keyof TestWorld['people']]) {
  const [firstName, ...rest] = person.name.split(' ');
  return { firstName: firstName!, lastName: rest.join(' ') };
}

/**
 * The world's Jordan Smith (the person behind the world's STANDARD `resident`) as the bureau
 * knows him: his SSN and birth date are the world's; the address and the quiz's facts are the
 * bureau's record, the same in every world.
 */
export function jordanOf(world: TestWorld): BureauPerson {
  const jordan = world.people.jordan;
  return {
    ...names(jordan),
    birthDate: jordan.birthDate,
    ssn: jordan.ssn,
    street: '27 Maple Lane',
    city: 'Springfield',
    zip: '27501',
    facts: ['Birch Hollow Road', 'First Example Credit Union', '2016 Honda Civic', 'Lake County'],
  };
}

/** The world's Casey Nguyen: known to the bureau, and to the agency only once an application of hers is approved. */
export function caseyOf(world: TestWorld): BureauPerson {
  const casey = world.people.casey;
  return {
    ...names(casey),
    birthDate: casey.birthDate,
    ssn: casey.ssn,
    street: '9 Mill Road',
    city: 'Hilltown',
    zip: '27502',
    facts: ['Old Mill Road', 'Blue Harbor Lending', '2012 Chevrolet Malibu', 'Hill County'],
  };
}

/** Fills the upgrade page's identity details and goes on to the quiz. */
export async function fillIdentity(page: Page, who: BureauPerson) {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Date of birth').fill(who.birthDate);
  await page.getByLabel('Social Security number').fill(who.ssn);
  await page.getByLabel('Street address').fill(who.street);
  await page.getByLabel('City').fill(who.city);
  await page.getByLabel('ZIP code').fill(who.zip);
  await page.getByRole('button', { name: 'Continue to questions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your identity');
}

/** Answers each question: the bureau's fact when `right`, otherwise "None of the above". */
export async function answerQuiz(page: Page, who: BureauPerson, right: boolean) {
  const groups = page.locator('fieldset');
  const count = await groups.count();
  expect(count).toBe(4);
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const labels = await group.locator('label').allTextContents();
    const pick = right ? labels.find((l) => who.facts.includes(l))! : 'None of the above';
    await group.getByText(pick, { exact: true }).click();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
}
