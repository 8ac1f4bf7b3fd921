import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LOCALE_COOKIE } from '@portal/contracts';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
}, 60_000);
afterAll(async () => t.close());

async function codeTable(name: string, locale?: string) {
  const browser = t.browser();
  if (locale) browser.cookies.set(LOCALE_COOKIE, locale);
  return browser.get(API.codeTable(name));
}

describe('GET /api/v1/codetables/{tableName}: the tables of packages/contracts, in both languages', () => {
  it('Frequency (asked by the applications) in English and in Spanish, in the table order', async () => {
    const en = await codeTable('Frequency', 'en-US');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      tableName: 'Frequency',
      defaultValue: null,
      items: [
        { value: 'WEEKLY', description: 'Every week', sortOrder: 1, childTable: null },
        { value: 'BIWEEKLY', description: 'Every two weeks', sortOrder: 2, childTable: null },
        { value: 'SEMIMONTHLY', description: 'Twice a month', sortOrder: 3, childTable: null },
        { value: 'MONTHLY', description: 'Every month', sortOrder: 4, childTable: null },
      ],
    });
    const es = await codeTable('Frequency', 'es');
    expect(es.statusCode).toBe(200);
    expect(es.json().items.map((i: { description: string }) => i.description)).toEqual(['Cada semana', 'Cada dos semanas', 'Dos veces al mes', 'Cada mes']);
  });

  it('HeatingSource (the energy application) in both languages', async () => {
    const en = (await codeTable('HeatingSource', 'en-US')).json();
    const es = (await codeTable('HeatingSource', 'es')).json();
    expect(en.items.map((i: { value: string }) => i.value)).toEqual(['ELECTRIC', 'GAS', 'PROPANE', 'OIL', 'WOOD']);
    expect(en.items.find((i: { value: string }) => i.value === 'GAS').description).toBe('Natural gas');
    expect(es.items.find((i: { value: string }) => i.value === 'GAS').description).toBe('Gas natural');
  });

  it('every table of packages/contracts is served, with the same values and texts', async () => {
    for (const [name, table] of Object.entries(CODE_TABLES)) {
      const [en, es] = [(await codeTable(name, 'en-US')).json(), (await codeTable(name, 'es')).json()];
      expect(en.defaultValue, name).toBe(table.defaultValue);
      expect(en.items.map((i: { value: string; description: string }) => [i.value, i.description]), name).toEqual(table.items.map((i) => [i.value, i.en]));
      expect(es.items.map((i: { description: string }) => i.description), name).toEqual(table.items.map((i) => i.es));
    }
  });

  it('an unknown table is 404', async () => {
    expect((await codeTable('NoSuchTable')).statusCode).toBe(404);
  });
});
