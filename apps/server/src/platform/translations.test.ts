import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@portal/contracts';
import { CODE_TABLES } from '@portal/contracts/code-tables';
import { DEFINITIONS, ENGINE_TEXT, ISSUE_MESSAGES } from '@portal/forms';
import { CATALOGS } from '../i18n';

/**
 * Texts that are rightly the same in English and Spanish (names, codes, units). Anything else
 * written the same in both is an English text a Spanish reader would meet untranslated.
 */
const SAME_IN_BOTH = new Set<string>(['No', 'Medicaid', '###-###-####']);
/** Code tables of place names, most of them written alike in both languages. */
const PLACE_TABLES = ['AddressState'];

interface Pair {
  where: string;
  en: unknown;
  es: unknown;
}

/** Every `{ en, es }` pair inside a value (form definitions, code tables, messages), with its path. */
function pairsIn(value: unknown, where: string): Pair[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if ('en' in record && 'es' in record && typeof record.en === 'string') {
    return [{ where, en: record.en, es: record.es }, ...pairsIn(record.you, `${where}.you`)];
  }
  return Object.entries(record).flatMap(([key, inner]) => pairsIn(inner, `${where}.${key}`));
}

function catalogPairs(): Pair[] {
  const { en, es } = CATALOGS as Record<string, Record<string, string>>;
  return Object.keys(en!).map((id) => ({ where: `catalog ${id}`, en: en![id], es: es![id] }));
}

const everyText: Pair[] = [
  ...catalogPairs(),
  ...pairsIn({ ...ERROR_MESSAGES, ...VALIDATION_MESSAGES }, 'contracts'),
  ...pairsIn(CODE_TABLES, 'code table').filter(
    (p) => !PLACE_TABLES.some((t) => p.where.startsWith(`code table.${t}.`)),
  ),
  ...pairsIn(DEFINITIONS, 'form'),
  ...pairsIn(ISSUE_MESSAGES, 'form issue'),
  ...pairsIn(ENGINE_TEXT, 'form engine'),
];

describe('every text the server and the forms give people is in Spanish', () => {
  it('finds the texts of the catalogs (e-mails, text messages, notices, PDFs), contracts, code tables and forms', () => {
    for (const source of ['catalog', 'contracts', 'code table', 'form ', 'form issue', 'form engine']) {
      expect(everyText.filter((p) => p.where.startsWith(source)).length, source).toBeGreaterThan(3);
    }
  });

  it('has a non-empty Spanish text for each, not the English one', () => {
    const missing = everyText.filter((p) => typeof p.es !== 'string' || !p.es.trim()).map((p) => p.where);
    expect(missing).toEqual([]);
    const untranslated = everyText
      .filter((p) => p.en === p.es && !SAME_IN_BOTH.has(p.en as string))
      .map((p) => `${p.where}: "${String(p.en)}"`);
    expect(untranslated).toEqual([]);
  });
});
