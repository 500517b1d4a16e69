import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The toast library loads with the first toast (apps/web shared/ui/toast.ts). */
const lazyToast = {
  name: 'react-hot-toast',
  importNames: ['default', 'toast'],
  allowTypeImports: true,
  message: 'Use shared/ui/toast: react-hot-toast loads with the first toast.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins are async by contract even when they only register routes.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [lazyToast] }],
    },
  },
  {
    // The web app's parts (apps/web/README.md): app/ composes the features through their
    // index.ts, a feature uses shared/, the contracts and its own files only, and shared/ uses
    // neither features nor app/. Imports inside one part are not checked; relative and dynamic
    // imports are. A test may set things up as app/ does (its query client).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/shared' },
      ],
      'boundaries/files': [{ category: 'test', pattern: 'apps/web/src/**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-shared' } } },
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: [
                  { element: { type: 'web-shared' } },
                  // A feature's entries: its index.ts, or a page folder's (jobs/list, sellers/store).
                  {
                    element: { type: 'web-feature', fileInternalPath: ['index.ts', '*/index.ts'] },
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (docs/decisions/0088-api-layers.md): the entry (app.ts, routes.ts,
    // server.ts), serving/ and cli/ start the server and may use anything; a module's routes
    // are mounted by the entry or by its own module's routes; modules use their own and other
    // modules' services, plugins, db and shared/; plugins use db and shared/ only; db and
    // shared/ (config/ with it) use each other only. No layer imports one above it.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'api-top', pattern: 'apps/api/src/serving' },
        { type: 'api-top', pattern: 'apps/api/src/cli' },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-plugins', pattern: 'apps/api/src/plugins' },
        { type: 'api-base', pattern: 'apps/api/src/db' },
        { type: 'api-base', pattern: 'apps/api/src/shared' },
        { type: 'api-base', pattern: 'apps/api/src/config' },
      ],
      'boundaries/files': [
        { category: 'entry', pattern: 'apps/api/src/*.ts' },
        { category: 'routes', pattern: 'apps/api/src/modules/*/*.routes.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: [{ element: { type: 'api-top' } }, { file: { categories: 'entry' } }],
              allow: { to: [{ element: { type: '*' } }, { file: { categories: 'entry' } }] },
            },
            {
              from: { element: { type: 'api-module' } },
              allow: {
                to: [
                  { element: { type: 'api-module' } },
                  { element: { type: 'api-plugins' } },
                  { element: { type: 'api-base' } },
                ],
              },
            },
            // A module's routes are mounted by the entry or by its own module's routes only.
            {
              from: { element: { type: 'api-module' } },
              disallow: { to: { file: { categories: 'routes' } } },
            },
            {
              from: { file: { categories: 'routes' } },
              allow: {
                to: {
                  element: {
                    type: 'api-module',
                    captured: { module: '{{ from.element.captured.module }}' },
                  },
                  file: { categories: 'routes' },
                },
              },
            },
            {
              from: { element: { type: 'api-plugins' } },
              allow: { to: { element: { type: 'api-base' } } },
            },
            {
              from: { element: { type: 'api-base' } },
              allow: { to: { element: { type: 'api-base' } } },
            },
          ],
        },
      ],
    },
  },
);
