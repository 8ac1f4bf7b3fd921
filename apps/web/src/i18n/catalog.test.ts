import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';

/**
 * Every message catalog of the web app: each defineMessages({...}) call in apps/web/src, read
 * from the source (so a feature's module never has to run in this test).
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Entry {
  file: string;
  key: string;
  en: string | null;
  es: string | null;
}

function literalText(node: ts.Node | undefined): string | null {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return null;
}

function propName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : null;
}

function collect(): { entries: Entry[]; problems: string[] } {
  const entries: Entry[] = [];
  const problems: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('defineMessages(')) continue;
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const rel = path.relative(SRC, file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineMessages') {
        const arg = node.arguments[0];
        if (!arg || !ts.isObjectLiteralExpression(arg)) {
          problems.push(`${rel}: defineMessages must be given an object literal`);
          return;
        }
        for (const prop of arg.properties) {
          // `...otherCatalog` merges a catalog written (and checked) where it is defined.
          if (ts.isSpreadAssignment(prop) && ts.isIdentifier(prop.expression)) continue;
          const key = ts.isPropertyAssignment(prop) ? propName(prop.name) : null;
          if (!key || !ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer)) {
            problems.push(`${rel}: every message must be written as 'key': { en: '…', es: '…' }`);
            continue;
          }
          const texts: Record<string, ts.Expression> = {};
          for (const p of prop.initializer.properties) {
            const name = ts.isPropertyAssignment(p) ? propName(p.name) : null;
            if (name && ts.isPropertyAssignment(p)) texts[name] = p.initializer;
          }
          entries.push({ file: rel, key, en: literalText(texts.en), es: literalText(texts.es) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { entries, problems };
}

/** The {placeholders} a text fills in (top-level names; plural bodies such as {# item} are not names). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

const { entries, problems } = collect();

/** Keys whose text is rightly the same in English and Spanish: product names, units and layouts of placeholders. */
const SAME_IN_BOTH = new Set([
  'errorSummary.item',
  'timings.minutes',
  'uploader.size',
  'browsers.safari',
  'browsers.chrome',
  'browsers.edge',
  'browsers.firefox',
]);

describe('message catalogs', () => {
  it('finds the catalogs of the shell and the features', () => {
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThan(50);
    expect(new Set(entries.map((e) => e.file)).size).toBeGreaterThan(5);
  });

  it('has a non-empty English and Spanish text for every key', () => {
    const missing = entries.filter((e) => !e.en?.trim() || !e.es?.trim()).map((e) => `${e.file}: ${e.key}`);
    expect(missing).toEqual([]);
  });

  it('never defines one key twice with different texts', () => {
    const first = new Map<string, Entry>();
    const clashes: string[] = [];
    for (const e of entries) {
      const seen = first.get(e.key);
      if (!seen) first.set(e.key, e);
      else if (seen.en !== e.en || seen.es !== e.es) clashes.push(`${e.key}: ${seen.file} and ${e.file}`);
    }
    expect(clashes).toEqual([]);
  });

  it('fills the same placeholders in both languages', () => {
    const mismatched = entries
      .filter((e) => e.en && e.es && placeholders(e.en).join() !== placeholders(e.es).join())
      .map((e) => `${e.file}: ${e.key} (${placeholders(e.en!).join()} / ${placeholders(e.es!).join()})`);
    expect(mismatched).toEqual([]);
  });

  it('has a Spanish text that is not the English one, but for names that are the same in both', () => {
    const untranslated = entries
      .filter((e) => e.en === e.es && !SAME_IN_BOTH.has(e.key))
      .map((e) => `${e.file}: ${e.key} ("${e.en}")`);
    expect(untranslated).toEqual([]);
  });

  it("is written by the portal's own formatter exactly as ICU MessageFormat writes it", () => {
    const differ: string[] = [];
    for (const e of entries) {
      for (const [locale, text] of [
        ['en-US', e.en],
        ['es', e.es],
      ] as const) {
        if (!text) continue;
        const names = placeholders(text);
        // Numbers of each plural kind (and a large one, grouped), then words for the names.
        const samples: Record<string, string | number>[] = [0, 1, 2, 12500].map((n) =>
          Object.fromEntries(names.map((name) => [name, n])),
        );
        samples.push(Object.fromEntries(names.map((name) => [name, `<${name}>`])));
        for (const values of samples) {
          const ours = formatMessage(text, locale, values);
          const icu = String(new IntlMessageFormat(text, locale).format(values));
          if (ours !== icu) differ.push(`${e.file}: ${e.key} (${locale}) "${ours}" ≠ "${icu}"`);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});
