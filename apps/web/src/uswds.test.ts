import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';
import { USWDS_PACKAGES } from '../build/uswds';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** Class names a style sheet defines (`.tablet\:grid-col-6` is "tablet:grid-col-6"). */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/\.((?:\\.|[a-zA-Z0-9_-])+)/g)) names.add(match[1]!.replace(/\\(.)/g, '$1'));
  return names;
}

/** Every word of the web app's sources that could be a class name. */
function wordsOfSources(dir: string, words = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) wordsOfSources(file, words);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      for (const [word] of readFileSync(file, 'utf8').matchAll(/[a-z][a-z0-9-]*(?::[a-z][a-z0-9-]*)?/g))
        words.add(word);
    }
  }
  return words;
}

describe('the USWDS style sheet built from its Sass sources', () => {
  const built = classesOf(
    compile(path.join(here, 'uswds.scss'), { loadPaths: [USWDS_PACKAGES], style: 'compressed' }).css,
  );
  const whole = classesOf(readFileSync(require.resolve('@uswds/uswds/css/uswds.css'), 'utf8'));

  it('has every USWDS class the pages name (else add its component or utility family to uswds.scss)', () => {
    const named = [...wordsOfSources(here)].filter((word) => whole.has(word));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((name) => !built.has(name))).toEqual([]);
  });

  it('leaves out what no page uses', () => {
    for (const unused of ['usa-header', 'usa-date-picker', 'usa-combo-box', 'usa-sidenav', 'usa-step-indicator'])
      expect(built.has(unused), unused).toBe(false);
    expect(built.size).toBeLessThan(whole.size / 2);
  });
});
