// Lint for the whole workspace. The part that matters most is @nx/enforce-module-boundaries:
// web never imports api, api never imports web, and libs/domain imports no framework at all.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';
import { entryOnly } from './eslint-rules/entry-only.mjs';
import { featureBoundaries } from './eslint-rules/feature-boundaries.mjs';

/**
 * An absolute path inside the repository (rule options must not depend on ESLint's cwd).
 * @param {string} path
 */
const fromRepo = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

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
            { sourceTag: 'scope:bench', onlyDependOnLibsWithTags: ['scope:shared'] },
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
    // API modules (apps/api/src/modules/<m>) are used from outside only through their entry file
    // modules/<m>/index.ts, app.module.ts included; shared code (common, config, database) never
    // imports a module. Test code under apps/api/test is outside these files: it may reach into a
    // module to arrange state. (README, "Module boundaries".)
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'api-boundaries': { rules: { 'entry-only': entryOnly } } },
    rules: {
      'api-boundaries/entry-only': [
        'error',
        {
          features: fromRepo('apps/api/src/modules'),
          shared: [fromRepo('apps/api/src/common'), fromRepo('apps/api/src/config'), fromRepo('apps/api/src/database')],
        },
      ],
      // Lengths are counted as Postgres counts varchar(n) (common/validation/lengths.ts).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['MaxLength', 'MinLength', 'Length'],
              message: "Import MaxLength, MinLength and Length from common/validation/lengths: class-validator's do not count U+FE0F, so a text they pass can overflow its column (a 500).",
            },
          ],
        },
      ],
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
      // Texts (docs/patterns.md, "Texts"): a component names its namespace, and reaches no other
      // feature's namespace (only its own and common).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useTranslation'][arguments.length=0]",
          message: "Name the namespace: useTranslation('<feature>'), or ['<feature>', 'common'].",
        },
        {
          selector: 'Literal[value=/^(auth|home|campaigns|requests|notifications|profile|assistant|legal):[A-Za-z]/]',
          message: "A text reaches only its own namespace and common: move a shared text to common.",
        },
        {
          selector: 'TemplateElement[value.raw=/^(auth|home|campaigns|requests|notifications|profile|assistant|legal):[A-Za-z]/]',
          message: "A text reaches only its own namespace and common: move a shared text to common.",
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
