import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.tsx',
      'apps/web/build/*.test.ts',
      'eslint-rules/*.test.js',
      'scripts/*.test.mjs',
      'e2e/*.test.ts',
    ],
    // The migrated PGlite copy the API tests start from (apps/server/src/test/pglite-template.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Two files at a time: Vitest's default (cores - 1) is one on a 2-core CI machine, and most of
    // an API test's time is its app waiting on the database or on a timer.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
