import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@portal/contracts';
import { CATALOGS } from '../i18n';
import { inEveryLanguage, languageOf, t } from './i18n';

type Catalogs = Record<string, Record<string, string>>;

/**
 * What is wrong with a set of catalogs, measured against the English one: keys missing or
 * extra in a language, messages that do not parse as ICU, and messages whose placeholders
 * (names and kinds) differ from the English message's.
 */
function catalogProblems(catalogs: Catalogs, reference = 'en'): string[] {
  const problems: string[] = [];
  const ast = (language: string, id: string) => {
    try {
      return parse(catalogs[language]![id]!);
    } catch (err) {
      problems.push(`${language} ${id}: does not parse (${(err as Error).message})`);
      return undefined;
    }
  };
  const base = catalogs[reference]!;
  for (const id of Object.keys(base)) ast(reference, id);
  for (const language of Object.keys(catalogs).filter((l) => l !== reference)) {
    const catalog = catalogs[language]!;
    for (const id of Object.keys(base)) if (!(id in catalog)) problems.push(`${language} ${id}: missing`);
    for (const id of Object.keys(catalog)) {
      if (!(id in base)) {
        problems.push(`${language} ${id}: not in ${reference}`);
        continue;
      }
      const [mine, theirs] = [ast(language, id), parseQuietly(base[id]!)];
      if (!mine || !theirs) continue;
      const same = [isStructurallySame(theirs, mine), isStructurallySame(mine, theirs)];
      if (!same.every((s) => s.success)) problems.push(`${language} ${id}: placeholders differ from ${reference}`);
    }
  }
  return problems;
}

function parseQuietly(message: string) {
  try {
    return parse(message);
  } catch {
    return undefined;
  }
}

/** The shared messages of packages/contracts, as catalogs: the web formats them as ICU too. */
function sharedCatalogs(): Catalogs {
  const all = { ...ERROR_MESSAGES, ...VALIDATION_MESSAGES } as Record<string, { en: string; es: string }>;
  const pick = (l: 'en' | 'es') => Object.fromEntries(Object.entries(all).map(([id, m]) => [id, m[l]]));
  return { en: pick('en'), es: pick('es') };
}

describe('server message catalogs', () => {
  it('has every message in every language, parsing, with the same placeholders', () => {
    expect(Object.keys(CATALOGS).length).toBeGreaterThanOrEqual(2);
    expect(catalogProblems(CATALOGS)).toEqual([]);
  });

  it('registers every catalog file of src/i18n (a new language is a new file)', () => {
    const dir = fileURLToPath(new URL('../i18n/', import.meta.url));
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(CATALOGS).sort());
  });

  it('holds the shared error and validation messages of the contracts to the same rules', () => {
    expect(catalogProblems(sharedCatalogs())).toEqual([]);
  });

  it('reports a missing message, a message that does not parse and a changed placeholder', () => {
    const broken = {
      en: { a: 'Sent to {contact}.', b: 'Hello', c: '{n, plural, one {# day} other {# days}}' },
      es: { a: 'Enviado a {contacto}.', c: '{n, plural, one {# día} other {# días}' },
    };
    expect(catalogProblems(broken)).toEqual([
      'es b: missing',
      'es a: placeholders differ from en',
      expect.stringMatching(/^es c: does not parse/),
    ]);
  });
});

describe('t', () => {
  it('formats a message in the caller’s language with its values', () => {
    expect(t('en-US', 'notice.account.contactChanged.body', { newContact: '***-***-0177' })).toBe(
      'A contact method on your benefits account was changed to ***-***-0177. If you did not do this, call your local office.',
    );
    expect(t('es', 'notice.account.contactChanged.body', { newContact: '***-***-0177' })).toContain(
      'se cambió a ***-***-0177.',
    );
  });

  it('answers in English for a language it has no catalog for', () => {
    expect(languageOf('fr-CA')).toBe('en');
    expect(t('fr-CA', 'notice.alerts.saved.subject')).toBe(CATALOGS.en['notice.alerts.saved.subject']);
  });

  it('gives a text in every language for records that keep them all', () => {
    expect(inEveryLanguage('proofing.choice.none')).toEqual({
      en: 'None of the above',
      es: 'Ninguna de las anteriores',
    });
  });

  it('fails loudly when a placeholder has no value, rather than sending a broken text', () => {
    expect(() => t('en', 'notice.account.contactChanged.body')).toThrow();
  });
});
