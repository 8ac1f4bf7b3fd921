// No source file in apps/ or packages/ is longer than 300 lines (tests aside): a longer file
// holds more than one job and is split by responsibility. Data tables may be longer; each is
// named below with its reason. Runs in the unit suite (vitest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_LINES = 300;
const SCOPES = ['apps', 'packages'];
/** Built, installed or generated: not source. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|css|html|sql|json)$/;
/** Tests and test support (`*.test.ts`, `src/test/`) may be as long as their cases need. */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.split('/').includes('test');

/** Files of data that may pass the limit, by path from the repository root, with the reason. */
const DATA_TABLES = {
  'apps/server/src/i18n/en.json': 'the server message catalog: one line per message (ADR 0012)',
  'apps/server/src/i18n/es.json': 'the Spanish server message catalog, key for key like en.json',
  'packages/contracts/src/code-tables.ts': 'the code tables of spec part 1 §3.2: one line per code',
};

/** Lines as `wc -l` counts them in a file that ends with a newline (a final newline starts no line). */
const lineCount = (text) => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path.join(dir, entry.name));
    return SOURCE.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

/** The files over the limit, tests and listed data tables aside, as "<path>: <lines> lines (at most …)". */
function oversizedFiles(files, read, limit = MAX_LINES) {
  return files.flatMap((file) => {
    if (isTest(file) || Object.hasOwn(DATA_TABLES, file)) return [];
    const lines = lineCount(read(file));
    return lines > limit ? [`${file}: ${lines} lines (at most ${limit})`] : [];
  });
}

describe('file size', () => {
  it('counts lines as wc -l does and leaves tests and listed data tables alone', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb\n'), lineCount('a\n\n')]).toEqual([
      0, 1, 1, 2, 2,
    ]);
    const texts = {
      'apps/web/src/Short.tsx': 'x\n'.repeat(300),
      'apps/web/src/Long.tsx': 'x\n'.repeat(301),
      'apps/web/src/Long.test.tsx': 'x\n'.repeat(900),
      'apps/server/src/test/harness.ts': 'x\n'.repeat(900),
      'apps/server/src/i18n/en.json': 'x\n'.repeat(900),
    };
    expect(oversizedFiles(Object.keys(texts), (file) => texts[file])).toEqual([
      'apps/web/src/Long.tsx: 301 lines (at most 300)',
    ]);
  });

  it('lists only data tables that exist, each with a reason', () => {
    for (const [file, reason] of Object.entries(DATA_TABLES)) {
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      expect(reason.length, file).toBeGreaterThan(10);
    }
  });

  it(`finds no source file in ${SCOPES.join(' or ')} over ${MAX_LINES} lines`, () => {
    const files = SCOPES.flatMap((scope) => sourceFiles(path.join(ROOT, scope))).map((file) =>
      path.relative(ROOT, file).split(path.sep).join('/'),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(oversizedFiles(files, (file) => readFileSync(path.join(ROOT, file), 'utf8'))).toEqual([]);
  });
});
