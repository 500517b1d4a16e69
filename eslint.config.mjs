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
);
