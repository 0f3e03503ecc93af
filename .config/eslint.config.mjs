// Lint for the whole workspace. The part that matters most is @nx/enforce-module-boundaries:
// web never imports api, api never imports web, and libs/domain imports no framework at all.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint-rules/feature-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-graphiql/**',
      '**/src/gql/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'], allowedExternalImports: [] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Web client: a feature (src/features/<f>) is used by others only through its entry file
    // (features/<f>/index.ts); shared code (components, lib, hooks, locales) never imports a
    // feature; src/app is the composition root, imported only by main.tsx and tests.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'web/feature-boundaries': [
        'error',
        {
          root: fileURLToPath(new URL('../apps/web/src', import.meta.url)),
          shared: ['components', 'hooks', 'lib', 'locales'],
          entryModules: ['main'],
        },
      ],
    },
  },
  {
    // Journeys take `test` from the shared fixture, which runs axe on every page they visit.
    files: ['apps/web-e2e/tests/**/*.ts'],
    ignores: ['apps/web-e2e/tests/support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './support/test': it checks every page with axe.",
            },
          ],
        },
      ],
    },
  },
  {
    // Node's own modules are not frameworks, but domain must run in the browser too.
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }] },
  },
);
