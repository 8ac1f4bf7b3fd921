import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Server texts live in the message catalogs (src/i18n/<language>.json, ADR 0012), not in code.
 * This reads every server source file (tests aside) and reports the two ways a text used to be
 * written beside the code: a bilingual object literal whose English or Spanish is written out
 * (`{ en: 'Approved', es: 'Aprobado' }`), and a placeholder filled by hand
 * (`.replace('{name}', …)`). An `{ en, es }` built from a single source that already holds both
 * languages (a code table's descriptions, two database columns, a catalog message) is data, not
 * a text in code, and is not reported.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const LANGUAGES = ['en', 'es'];

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** A text written out in the code: a string or template literal, or a sum with one in it. */
function isWrittenText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isWrittenText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    return true;
  }
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    (isWrittenText(node.left) || isWrittenText(node.right))
  );
}

/** `{ en: '…', es: '…' }`: an object literal with both languages, at least one of them written out. */
function isBilingualText(node: ts.ObjectLiteralExpression): boolean {
  const values = new Map<string, ts.Expression>();
  for (const property of node.properties) {
    const name = ts.isPropertyAssignment(property) ? propertyName(property.name) : null;
    if (name && ts.isPropertyAssignment(property)) values.set(name, property.initializer);
  }
  if (!LANGUAGES.every((language) => values.has(language))) return false;
  return LANGUAGES.some((language) => isWrittenText(values.get(language)!));
}

/** `.replace('{n}', …)`: a placeholder filled by hand instead of by the message format. */
function isPlaceholderReplace(node: ts.CallExpression): boolean {
  const [pattern] = node.arguments;
  return (
    ts.isPropertyAccessExpression(node.expression) &&
    /^replace(All)?$/.test(node.expression.name.text) &&
    pattern !== undefined &&
    (ts.isStringLiteral(pattern) || ts.isNoSubstitutionTemplateLiteral(pattern)) &&
    /\{\w+\}/.test(pattern.text)
  );
}

/** Where a source text holds a server text in code: "<file>:<line>: <what>". */
function textsInCode(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && isBilingualText(node)) {
      found.push(`${at(node)}: { en, es } text (put it in src/i18n/en.json and es.json)`);
    }
    if (ts.isCallExpression(node) && isPlaceholderReplace(node)) {
      found.push(`${at(node)}: placeholder filled with replace (use t(locale, id, values))`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('server texts in code', () => {
  it('finds bilingual literals and hand-filled placeholders, and lets single-source data be', () => {
    const code = [
      "const a = { en: 'Approved', es: 'Aprobado' };",
      "const b = { 'en': `Page ${n}`, es: other };",
      "const c = { name: { en: 'Page ' + n, es: 'Página ' + n } };",
      "const d = PDF.page[l].replace('{n}', String(n));",
      'const e = { en: row.descriptionEn, es: row.descriptionEs };',
      "const f = { en: programName(code, 'en-US'), es: programName(code, 'es') };",
      "const g = t(locale, 'applications.pdf.page', { n, total });",
      "const h = name.replace(/[^a-z]/g, '_');",
      "const i = { en: 'English only' };",
    ].join('\n');
    expect(textsInCode('sample.ts', code)).toEqual([
      'sample.ts:1: { en, es } text (put it in src/i18n/en.json and es.json)',
      'sample.ts:2: { en, es } text (put it in src/i18n/en.json and es.json)',
      'sample.ts:3: { en, es } text (put it in src/i18n/en.json and es.json)',
      'sample.ts:4: placeholder filled with replace (use t(locale, id, values))',
    ]);
  });

  it('finds none in the server’s source (tests aside)', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => textsInCode(path.relative(SRC, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
