import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './eslint-rules/boundaries.js';
import { zodModules } from './eslint-rules/zod-modules.js';

/** Modules of packages/contracts that load zod when run (found from their imports at every lint run). */
const ZOD_CONTRACTS = zodModules('packages/contracts/src');
const NO_ZOD = 'zod stays on the server: the browser imports types only (`import type`) and zod-free modules.';
/** Runtime imports of zod, and of the contracts' zod modules, refused; `import type` is fine. `more`: other imports refused. */
const noZod = (contractPaths, more = []) => [
  'error',
  {
    paths: [
      { name: 'zod', allowTypeImports: true, message: NO_ZOD },
      ...contractPaths.map((name) => ({
        name,
        allowTypeImports: true,
        message: `${NO_ZOD} Use a zod-free module of @portal/contracts.`,
      })),
      ...more,
    ],
  },
];
const WEB_ZOD_PATHS = ['@portal/contracts', ...ZOD_CONTRACTS.map((m) => `@portal/contracts/${m}`)];
/** Wouter is the router module's to use (docs/decisions/0125-wouter-behind-the-router-module.md). */
const NO_WOUTER = ['wouter', 'wouter/use-browser-location'].map((name) => ({
  name,
  message:
    "Import from the app's router module (src/router): wouter's own hooks see the address decoded, or the address bar before the page has changed.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Module boundaries and zod (docs/decisions/0051-module-boundaries.md).
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/forms/**/*.ts'],
    rules: { 'no-restricted-imports': noZod(WEB_ZOD_PATHS) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/router/**'],
    rules: { 'no-restricted-imports': noZod(WEB_ZOD_PATHS, NO_WOUTER) },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/boundaries': ['error', { features: 'apps/web/src/features', shared: ['routes'] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { portal },
    rules: {
      'portal/boundaries': [
        'error',
        {
          features: 'apps/server/src/features',
          private: ['repo', 'present', 'routes', 'worker-routes', 'seed'],
          // The case-ownership rule (ownCaseIds) is a subquery other repositories embed in their own.
          open: ['cases/repo'],
        },
      ],
    },
  },
);
