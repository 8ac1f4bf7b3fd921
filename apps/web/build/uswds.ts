import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.resolve(here, '../src/uswds.scss');

/** USWDS's Sass packages inside @uswds/uswds, the load path of src/uswds.scss (ADR 0017). */
export const USWDS_PACKAGES = path.resolve(require.resolve('@uswds/uswds/uswds-core/_index.scss'), '../..');

/** The compiled sheet, which src/main.tsx imports through the alias USWDS_CSS_ALIAS. */
export const USWDS_CSS = path.resolve(here, '../../../node_modules/.cache/portal-uswds/uswds.css');
export const USWDS_CSS_ALIAS = 'portal-uswds.css';

/**
 * Compiles src/uswds.scss with Dart Sass when it, USWDS or Sass changed since the last build
 * (a hash of the three is kept beside the sheet): the compile takes seconds, the check nothing.
 * Vite then treats the sheet like any CSS file (fonts and images fingerprinted, minified).
 */
export function uswds(): Plugin {
  return {
    name: 'portal-uswds',
    async buildStart() {
      const key = createHash('sha256')
        .update(readFileSync(SOURCE))
        .update(readFileSync(path.resolve(USWDS_PACKAGES, '../package.json')))
        .update(readFileSync(path.resolve(require.resolve('sass'), '../package.json')))
        .digest('hex');
      const stamp = `${USWDS_CSS}.key`;
      if (existsSync(USWDS_CSS) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
      const started = performance.now();
      const { compileAsync } = await import('sass');
      const { css } = await compileAsync(SOURCE, { loadPaths: [USWDS_PACKAGES], style: 'expanded' });
      mkdirSync(path.dirname(USWDS_CSS), { recursive: true });
      writeFileSync(USWDS_CSS, css);
      writeFileSync(stamp, key);
      this.info(`compiled src/uswds.scss in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
