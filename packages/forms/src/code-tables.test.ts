import { describe, expect, it } from 'vitest';
import { CODE_TABLES, isCodeTableKey, type CodeTableText } from '@portal/contracts/code-tables';
import { DEFINITIONS, fromCodeTable, type Question } from './index';

/** Questions that word some of their table's items themselves (the programme picker's short names). */
const OWN_LABELS = new Set(['programs']);

const questions: { where: string; question: Question }[] = Object.values(DEFINITIONS).flatMap((def) =>
  def.sections.flatMap((s) =>
    s.pages.flatMap((p) => p.questions.map((question) => ({ where: `${def.id} ${p.id}.${question.id}`, question }))),
  ),
);

describe('options come from the code tables (packages/contracts code-tables.ts)', () => {
  it('every question with options names a code table, and every table named exists', () => {
    const withOptions = questions.filter(
      ({ question }) => question.options !== undefined || question.codeTable !== undefined,
    );
    expect(withOptions.length).toBeGreaterThan(0);
    for (const { where, question } of withOptions) {
      expect(question.codeTable, where).toBeDefined();
      expect(isCodeTableKey(question.codeTable!), `${where}: code table ${question.codeTable}`).toBe(true);
    }
  });

  it("a question's options are its table's items, in the table's order and wording", () => {
    for (const { where, question } of questions) {
      if (!question.codeTable) continue;
      const items: readonly CodeTableText[] = CODE_TABLES[question.codeTable].items;
      const options = question.options ?? [];
      expect(options.length, where).toBeGreaterThan(0);
      const values = options.map((o) => o.value);
      expect(values, `${where}: values in the table's order`).toEqual(
        items.map((i) => i.value).filter((v) => values.includes(v)),
      );
      if (OWN_LABELS.has(question.id)) continue;
      for (const option of options) {
        const item = items.find((i) => i.value === option.value)!;
        expect(option.label, `${where}: ${option.value}`).toEqual({ en: item.en, es: item.es });
      }
    }
  });

  it('fromCodeTable gives a table in both languages, or the items a question picks', () => {
    expect(fromCodeTable('Frequency')).toEqual([
      { value: 'WEEKLY', label: { en: 'Every week', es: 'Cada semana' } },
      { value: 'BIWEEKLY', label: { en: 'Every two weeks', es: 'Cada dos semanas' } },
      { value: 'SEMIMONTHLY', label: { en: 'Twice a month', es: 'Dos veces al mes' } },
      { value: 'MONTHLY', label: { en: 'Every month', es: 'Cada mes' } },
    ]);
    expect(fromCodeTable('Relationship', { except: ['SELF', 'OTHER'] }).map((o) => o.value)).toEqual([
      'SPOUSE',
      'CHILD',
      'PARENT',
      'SIBLING',
      'OTHER_RELATIVE',
      'NOT_RELATED',
    ]);
    expect(fromCodeTable('ProgramType', { only: ['MA'], labels: { MA: { en: 'Medicaid', es: 'Medicaid' } } })).toEqual([
      { value: 'MA', label: { en: 'Medicaid', es: 'Medicaid' } },
    ]);
  });
});
