import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The suite in reverse file order (`npm run test:reverse -w @portal/e2e`), to show no spec
 * depends on another having run first. Playwright always takes files in name order, so this
 * writes one small file per spec into `.reverse/`, numbered backwards, each importing its spec;
 * only those files count as tests here, so the import is allowed.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const dir = `${here}.reverse`;
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
const specs = readdirSync(`${here}tests`)
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => process.env.LIGHTHOUSE === '1' || f !== 'lighthouse.spec.ts')
  .sort()
  .reverse();
specs.forEach((spec, i) => {
  writeFileSync(
    `${dir}/${String(i).padStart(3, '0')}-${spec.replace('.spec.ts', '.rev.ts')}`,
    `import '../tests/${spec}';\n`,
  );
});

export default defineConfig({ ...base, testDir: './.reverse', testMatch: '*.rev.ts', testIgnore: [] });
