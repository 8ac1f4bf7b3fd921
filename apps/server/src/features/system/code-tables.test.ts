import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, urlOf } from '@portal/contracts';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { rowsOf } from '../../platform/db';
import { syncCodeTables } from '../../seed/code-tables';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
}, 60_000);
afterAll(async () => t.close());

async function codeTable(name: string, locale?: string) {
  const browser = t.browser();
  if (locale) browser.cookies.set(LOCALE_COOKIE, locale);
  return browser.get(urlOf('codeTable', { tableName: name }));
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
    expect(es.json().items.map((i: { description: string }) => i.description)).toEqual([
      'Cada semana',
      'Cada dos semanas',
      'Dos veces al mes',
      'Cada mes',
    ]);
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
      expect(
        en.items.map((i: { value: string; description: string }) => [i.value, i.description]),
        name,
      ).toEqual(table.items.map((i) => [i.value, i.en]));
      expect(
        es.items.map((i: { description: string }) => i.description),
        name,
      ).toEqual(table.items.map((i) => i.es));
    }
  });

  it('an unknown table is 404', async () => {
    expect((await codeTable('NoSuchTable')).statusCode).toBe(404);
  });
});

describe('code tables at start-up', () => {
  it('an older database gets new tables and new wording, and keeps a code no longer listed', async () => {
    // As a database seeded by an earlier version might be: a table missing, a text changed, an extra code.
    await t.db.execute(sql`DELETE FROM code_tables WHERE table_name = 'Frequency'`);
    await t.db.execute(
      sql`UPDATE code_table_items SET description_en = 'Old wording' WHERE table_name = 'HeatingSource' AND value = 'GAS'`,
    );
    await t.db.execute(
      sql`INSERT INTO code_table_items (table_name, value, description_en, description_es, sort_order) VALUES ('HeatingSource', 'COAL', 'Coal', 'Carbón', 9)`,
    );
    await syncCodeTables(t.db);
    await syncCodeTables(t.db); // again: nothing doubles
    const rows = await rowsOf<{ table_name: string; value: string; description_en: string }>(
      t.db,
      sql`SELECT table_name, value, description_en FROM code_table_items WHERE table_name IN ('Frequency', 'HeatingSource') ORDER BY table_name, sort_order`,
    );
    expect(rows.filter((r) => r.table_name === 'Frequency').map((r) => r.value)).toEqual(
      CODE_TABLES.Frequency!.items.map((i) => i.value),
    );
    expect(rows.find((r) => r.value === 'GAS')?.description_en).toBe(
      CODE_TABLES.HeatingSource!.items.find((i) => i.value === 'GAS')!.en,
    );
    expect(rows.some((r) => r.value === 'COAL')).toBe(true);
  });
});
