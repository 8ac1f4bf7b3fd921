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
    // A worker process runs file after file without loading every module again (isolate: false):
    // a fresh process paid 2–5 s per file to load the app, compile PGlite and warm up before its
    // first test, over half of the run (543 s → 166 s on 2 cores). So nothing may live in a
    // module that one app or test leaves behind for the next: state belongs to the app
    // (AppContext), and a test that needs a fresh module imports it after vi.resetModules().
    isolate: false,
    // Two files at a time: Vitest's default (cores - 1) is one on a 2-core CI machine, and most of
    // an API test's time is its app waiting on the database or on a timer.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
