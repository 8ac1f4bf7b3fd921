import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { urlOf, type ExistingApplicationsAndCases } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import { expect, expectAccessible, postAsPage, signInAgain } from './fixtures';

export type Lang = 'en' | 'es';
export const T = {
  noAccount: { en: 'Apply without an account', es: 'Solicitar sin una cuenta' },
  continueSign: { en: 'Continue to sign and submit', es: 'Continuar para firmar y enviar' },
  signSubmit: { en: 'Sign and submit', es: 'Firmar y enviar' },
  agree: { en: 'I agree', es: 'Acepto' },
  selectBox: { en: 'Select the required box below.', es: 'Marque la casilla obligatoria a continuación.' },
  required: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  submitted: { en: 'Your application was submitted', es: 'Su solicitud fue enviada' },
  pdf: { en: 'Download a copy of your application (PDF)', es: 'Descargar una copia de su solicitud (PDF)' },
  checkAnswers: { en: 'Check your answers', es: 'Revise sus respuestas' },
};

const idOf = (key: string) => `q-${key.replace(/\./g, '-')}`;

/** Answers one question the way a person would: typing, or choosing an option by its label. */
export async function answer(page: Page, key: string, value: string | string[]): Promise<number> {
  const id = idOf(key);
  const values = Array.isArray(value) ? value : [value];
  const choice = page.locator(`input[name="${id}"][value="${values[0]}"]`);
  // The next page renders just after the address changes: wait for this question before asking
  // whether it is a choice, or a choice not drawn yet would be taken for a text box.
  await page.locator(`[name="${id}"], #${id}`).first().waitFor({ state: 'attached' });
  if ((await page.locator(`input[name="${id}"][type=radio], input[name="${id}"][type=checkbox]`).count()) > 0) {
    for (const v of values) {
      const inputId = await page.locator(`input[name="${id}"][value="${v}"]`).getAttribute('id');
      await page.locator(`label[for="${inputId}"]`).click();
    }
    await expect(choice).toBeChecked();
    return values.length;
  }
  const field = page.locator(`#${id}`);
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(values[0]!);
  else await field.fill(values[0]!);
  return 1;
}

/**
 * Fills one page, checks it with axe, continues; returns how many inputs were used. On a phone
 * the page asks its questions a few at a time (the form's `data-step`, `data-step-keys`): each
 * step's answers are given and continued in turn.
 */
export async function fillPage(page: Page, answers: Record<string, string | string[]>): Promise<number> {
  await expect(page.locator('h1')).toBeVisible();
  const keys = Object.keys(answers);
  // The page is drawn once its first question is (the address changes just before).
  if (keys[0])
    await page
      .locator(`[name="${idOf(keys[0])}"], #${idOf(keys[0])}`)
      .first()
      .waitFor({ state: 'attached' });
  const form = page.locator('form[data-step]');
  let inputs = 0;
  const left = new Set(keys);
  const url = page.url();
  for (;;) {
    const step = (await form.getAttribute('data-step')) ?? '1/1';
    const [at, total] = step.split('/').map(Number);
    // Answers can show more questions of the same step (a due date after "pregnant"): read again.
    for (let more = true; more;) {
      const here = new Set((await form.getAttribute('data-step-keys'))?.split(' '));
      const next = [...left].filter((k) => here.has(k) || here.has(k.slice(0, k.lastIndexOf('.'))));
      more = next.length > 0;
      for (const key of next) {
        inputs += await answer(page, key, answers[key]!);
        left.delete(key);
      }
    }
    await expectAccessible(page);
    // Marked, so the page is known to have changed once this form is gone (the address changes
    // a moment before the next page is drawn).
    if (at === total) await form.evaluate((f) => f.setAttribute('data-sent', ''));
    await page.locator('form button[type=submit]').click();
    if (at === total) break;
    await expect(form).not.toHaveAttribute('data-step', step);
  }
  expect([...left], 'answers with no question on the page').toEqual([]);
  await expect(page).not.toHaveURL(url);
  await expect(page.locator('form[data-sent]')).toHaveCount(0);
  return inputs;
}

export function person(i: number, first: string, last: string, birth: string, extra: Record<string, string> = {}) {
  return {
    [`firstName.${i}`]: first,
    [`lastName.${i}`]: last,
    [`birthDate.${i}`]: birth,
    [`citizen.${i}`]: 'yes',
    ...(i > 0 ? { [`relationship.${i}`]: 'CHILD' } : {}),
    ...extra,
  };
}

/** One job of person `i` (item `n` of their "add another job" loop); `more`: another job follows. */
export function job(
  i: number,
  n: number,
  employer: string,
  pay: string,
  frequency: string,
  hours: string,
  more: 'yes' | 'no',
) {
  const k = `${i}.${n}`;
  return {
    [`employer.${k}`]: employer,
    [`jobPay.${k}`]: pay,
    [`jobFrequency.${k}`]: frequency,
    [`jobHours.${k}`]: hours,
    [`moreJobs.${k}`]: more,
  };
}

export const ADDRESS = {
  'homeAddress.line1': '77 Pine St',
  'homeAddress.city': 'Greensboro',
  'homeAddress.state': 'NC',
  'homeAddress.zip': '27401',
};

/** Signs: first without ticking (the required-box message), then properly. */
export async function sign(page: Page, lang: Lang, first: string, last: string): Promise<number> {
  await expect(page.locator('h1')).toHaveText(T.signSubmit[lang]);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.usa-alert--error').getByRole('link', { name: T.selectBox[lang] }).first()).toBeVisible();
  await expect(page.locator('.usa-alert--error').getByRole('link', { name: T.required[lang] }).first()).toBeVisible();
  await expectAccessible(page, 'sign and submit with errors');
  await expect(page.getByRole('alert')).toHaveCount(1);
  const boxes = page.locator('form input[type=checkbox]');
  const n = await boxes.count();
  // Each box is named by its own statement, and the summary says which statement each error is about.
  const names = await boxes.evaluateAll((els) =>
    els.map((el) =>
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
  );
  expect(names.every((name) => name.startsWith(T.agree[lang]) && name.length > 40)).toBe(true);
  expect(new Set(names).size).toBe(n);
  const links = await page.locator('.usa-alert--error').getByRole('link').allTextContents();
  expect(links).toHaveLength(n + 2);
  expect(links.filter((l) => l === T.selectBox[lang] || l === T.required[lang])).toEqual([]);
  for (let i = 0; i < n; i++) await page.locator(`label[for="${await boxes.nth(i).getAttribute('id')}"]`).click();
  await page.locator('#sign-firstName').fill(first);
  await page.locator('#sign-lastName').fill(last);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('h1')).toHaveText(T.submitted[lang]);
  return n + 2;
}

/** The PDF behind the confirmation's link, as text (pdftotext). */
export async function pdfText(page: Page, href: string): Promise<string> {
  const res = await page.request.get(href);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  const file = path.join(dir, 'application.pdf');
  writeFileSync(file, await res.body());
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/**
 * Files a food application for the signed-in account through the calls the form player makes
 * (by default Robin Park's, one person); returns its reference.
 */
export async function submitFoodApplication(
  page: Page,
  signer = { firstName: 'Robin', lastName: 'Park' },
  pages: [string, object][] = onePersonFoodPages(signer),
): Promise<string> {
  const started = await postAsPage(page, urlOf('applicationForm'), { applicationTypeId: 'FNS' });
  expect(started.status()).toBe(200);
  const { application_form_id: formId } = (await started.json()) as { application_form_id: string };
  const csrf = (await page.context().cookies()).find((c) => c.name === 'portal_csrf')?.value ?? '';
  for (const [name, answers] of pages) {
    const saved = await page.request.put(urlOf('saveFormDetails', { id: formId }), {
      data: { page: name, answers },
      headers: { 'x-csrf-token': csrf },
    });
    expect(saved.status(), `${name}: ${await saved.text()}`).toBe(200);
  }
  // The boxes to tick are the ones the form asks for, as the sign-and-submit page reads them.
  const boxes = (await (await page.request.get(urlOf('esignature', { id: formId }))).json()) as {
    agreements: { id: string }[];
  };
  const signed = await postAsPage(page, urlOf('signAndSubmit'), {
    iegExecutionID: formId,
    agreements: Object.fromEntries(boxes.agreements.map((a) => [a.id, true])),
    ...signer,
  });
  expect(signed.status(), await signed.text()).toBe(200);
  const existing = (await (
    await page.request.get(urlOf('listNfExistingApplicationAndCases'))
  ).json()) as ExistingApplicationsAndCases;
  return existing.subAppDtls[0]!.referenceNumber;
}

/**
 * A caseworker (`caseworker`: their username, such as a world's `world.users.caseworker`) signs in
 * here and denies the application with this reference, giving a reason.
 */
export async function caseworkerDenies(
  page: Page,
  reference: string,
  reason: string,
  caseworker: string,
): Promise<void> {
  await signInAgain(page, caseworker);
  // The queue is paged, oldest first: the reference is searched for (the search is in the address).
  await page.goto(`/worker/applications?q=${encodeURIComponent(reference)}`);
  await page.getByRole('link', { name: reference }).click();
  await page.getByLabel('Reason for the decision').fill(reason);
  await page.getByRole('button', { name: /^Deny / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, deny' }).click();
  await expect(page.locator('.usa-tag', { hasText: 'Denied' })).toBeVisible();
}
