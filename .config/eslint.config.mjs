// Lint for the whole workspace. The part that matters most is @nx/enforce-module-boundaries:
// web never imports api, api never imports web, and libs/domain imports no framework at all.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

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
    // Plain JavaScript (root scripts, tool configs, the theme bootstrap) is type-checked by tsc
    // with checkJs, which already reports unknown names for the right environment (Node or browser).
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-undef': 'off' },
  },
  {
    // jest loads its configs with require(): CommonJS is their format.
    files: ['**/jest*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node's own modules are not frameworks, but domain must run in the browser too.
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }] },
  },
);
