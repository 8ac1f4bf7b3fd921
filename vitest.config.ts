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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
