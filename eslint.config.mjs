// Lint keeps the shape of docs/architecture.md without anyone remembering it:
// apps → shared only, server → @wallet/shared/domain only, domain → nothing browser-side, features apart, no cycles.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['host', 'remote-member', 'remote-admin'];
const SHARED_BROWSER_PARTS = ['store', 'i18n', 'ui', 'html', 'contracts'].map(
  (p) => `./shared/src/${p}`,
);

/** Each feature may use its own files and shared code, never another feature's internals. */
function featureZones(app) {
  const dir = path.join(app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  const features = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory());
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move the shared piece to @wallet/shared.',
  }));
}

const zones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: [...APPS.filter((a) => a !== app).map((a) => `./${a}`), './server'],
    message:
      'Apps import only @wallet/shared; a remote is known to the shell by its federated name.',
  })),
  {
    target: './shared',
    from: [...APPS.map((a) => `./${a}`), './server'],
    message: 'shared depends on nothing above it.',
  },
  {
    target: './server',
    from: [...APPS.map((a) => `./${a}`), ...SHARED_BROWSER_PARTS],
    message: 'The server uses only @wallet/shared/domain.',
  },
  {
    target: './shared/src/domain',
    from: SHARED_BROWSER_PARTS,
    message: '@wallet/shared/domain runs in the server too: no store, i18n, ui, html or contracts.',
  },
  ...APPS.flatMap(featureZones),
  // lib/ is what features build on; it knows none of them.
  ...APPS.map((app) => ({
    target: `./${app}/src/lib`,
    from: `./${app}/src/features`,
    message: 'lib/ serves every feature and imports none; move the piece into lib/ or shared.',
  })),
];

/** React, Redux and i18n: what the domain never imports. */
const BROWSER_LIBRARIES = ['react', 'react-*', 'react/*', '@reduxjs/*', 'redux', 'i18next'];

/** The start scripts and the plain files they reach (shared/src/start). */
const START_SCRIPT_FILES = [
  ...APPS.map((app) => `${app}/src/index.ts`),
  ...[
    'early-remote',
    'fetched-ahead',
    'first-files',
    'remote-contract',
    'records',
    'webpack-container',
  ].map((file) => `host/src/features/remotes/${file}.ts`),
  'shared/src/start/**/*.ts',
  'shared/src/i18n/load.ts',
  'shared/src/i18n/startup-language.ts',
  'shared/src/store/storage.ts',
];

/** Support for tests (fake fetch, fixtures, render helpers): tests and other support only. */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/test-*.ts',
  '**/test-*.tsx',
];

/**
 * Imports of test support: the shared testing module, an app's testing folder (its index or a
 * file in it) and a feature's test-*.ts files (test-support, test-routing, test-days).
 */
const TEST_SUPPORT = {
  group: ['@wallet/shared/testing', '**/testing', '**/testing/*', '**/test-*'],
  message: 'Test support is for tests only.',
};

/**
 * Redux Toolkit, react-redux and react-i18next are imported in shared/src/store and
 * shared/src/i18n only: they travel inside those shared modules, trimmed to what the site uses.
 * Imported elsewhere, one would be bundled into that app, with a store or React context of its
 * own (docs/federation.md).
 */
const STORE_MESSAGE =
  'Import from @wallet/shared/store (useAppSelector / useAppDispatch / useAppStore, Provider, skipToken); add a name there if one is missing.';
const RAW_STORE = ['react-redux', '@reduxjs/toolkit'].map((name) => ({
  name,
  message: STORE_MESSAGE,
}));
const RAW_STORE_PATTERN = { group: ['@reduxjs/toolkit/*'], message: STORE_MESSAGE };
const RAW_I18N = {
  name: 'react-i18next',
  message: 'Import useTranslation and I18nextProvider from @wallet/shared/i18n.',
};

/**
 * The router comes from @wallet/shared/router, the one copy on the page with only the names the
 * site uses; react-router-dom shared whole travelled untrimmed (docs/federation.md). Tests mount
 * routers of their own from react-router-dom.
 */
const ROUTER_MESSAGE =
  'Import the router from @wallet/shared/router (add a name there if one is missing).';
const RAW_ROUTER = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: ROUTER_MESSAGE,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.cache/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // A `!` hides the case the types say can happen; say what to do instead (`?? fail()`).
      '@typescript-eslint/no-non-null-assertion': 'error',
      // `interface LazyLoadedSlices extends WithSlice<...> {}` is how a remote types its slice.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: [...APPS.map((a) => `${a}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // In the web builds 'zod' and 'zod/mini' are shared modules whose one export is `z`
      // (shared/src/zod): a namespace import would type-check and find no builders.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod(\\/mini)?$/] > ImportNamespaceSpecifier',
          message: "Import { z } from 'zod' or 'zod/mini': their shared modules export only z.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [...RAW_STORE, RAW_I18N, ...RAW_ROUTER],
          patterns: [
            TEST_SUPPORT,
            RAW_STORE_PATTERN,
            { group: ['react-router/*'], message: ROUTER_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The shell holds zod's mini form only: full zod in its build would be built whole into the
    // shell's first page (webpack.common.js, REMOTES_ONLY; docs/federation.md).
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...RAW_STORE,
            RAW_I18N,
            ...RAW_ROUTER,
            {
              name: 'zod',
              message: "The shell uses zod's mini form: import { z } from 'zod/mini'.",
            },
          ],
          patterns: [
            TEST_SUPPORT,
            RAW_STORE_PATTERN,
            { group: ['react-router/*'], message: ROUTER_MESSAGE },
            {
              group: ['zod/*', '!zod/mini'],
              message: "The shell uses zod's mini form: import { z } from 'zod/mini'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where Redux Toolkit, react-redux and react-i18next are imported (the router's rule holds).
    files: ['shared/src/store/*.{ts,tsx}', 'shared/src/i18n/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RAW_ROUTER,
          patterns: [TEST_SUPPORT, { group: ['react-router/*'], message: ROUTER_MESSAGE }],
        },
      ],
    },
  },
  {
    files: TEST_FILES.map((pattern) => `{${APPS.join(',')},shared}/src/${pattern}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...RAW_STORE, RAW_I18N], patterns: [RAW_STORE_PATTERN] },
      ],
    },
  },
  {
    // The store's own tests build stores of their own from Redux Toolkit.
    files: ['shared/src/store/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [RAW_I18N] }] },
  },
  {
    // The one import of the router.
    files: ['shared/src/router/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // This rule replaces the one above for the domain, so it repeats the test rule (the
            // domain's own tests need no browser test support either).
            TEST_SUPPORT,
            {
              group: BROWSER_LIBRARIES,
              message: '@wallet/shared/domain is universal: no React, Redux, i18n or browser code.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    // What runs before the async boundary (an app's index.ts and what it reaches): a shared
    // module here would be consumed before the shared modules are negotiated ("eager
    // consumption", docs/federation.md). Types are erased, so they may come from anywhere.
    files: START_SCRIPT_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            TEST_SUPPORT,
            {
              group: [...BROWSER_LIBRARIES, 'zod', '@wallet/shared/*', '!@wallet/shared/start'],
              allowTypeImports: true,
              message:
                'A start script runs before the shared modules are ready: only @wallet/shared/start and plain files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each browser-suite worker has its own server: a spec takes `test` from the suite's
    // fixtures, whose baseURL points at that server, never Playwright's bare one.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from e2e/fixtures/test.ts (the worker’s own server).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@wallet/shared/*', '!@wallet/shared/domain'],
              message: 'The server uses only @wallet/shared/domain.',
            },
          ],
        },
      ],
    },
  },

  {
    // Type-aware: a promise nobody awaits loses its failure (an unhandled rejection, a test that
    // passes before its check ran). `void` says the drop is meant.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
