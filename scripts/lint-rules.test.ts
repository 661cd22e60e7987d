import { execFile } from 'node:child_process';
import path from 'node:path';

/*
 * The lint rules that keep the shape (docs/architecture.md "Arrows point one way") really fire:
 * each piece of code below is linted as if it were the named file, with the repository's config.
 * A rule that a later edit of eslint.config.mjs silently drops fails here, not in review.
 */
const root = path.resolve(__dirname, '..');

interface Snippet {
  file: string;
  code: string;
}

function lint(snippets: Snippet[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'scripts', 'support', 'lint-snippets.mjs')],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
    );
    child.stdin?.end(JSON.stringify(snippets));
  });
}

const CASES: Array<[string, Snippet, string[]]> = [
  [
    'a start script uses no shared module (it runs before they are negotiated)',
    {
      file: 'host/src/index.ts',
      code: "import { makeStore } from '@wallet/shared/store';\nexport const store = makeStore;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'a plain file the start script reaches imports no shared package either',
    {
      file: 'shared/src/store/storage.ts',
      code: "import { z } from 'zod';\nexport const schema = z;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    "the shell imports no full zod (its first page carries zod's mini form only)",
    {
      file: 'host/src/features/auth/api.ts',
      code: "import { z } from 'zod/v4';\nexport const schema = z;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    "zod's shared modules are imported by their one export, z",
    {
      file: 'remote-member/src/features/home/api.ts',
      code: "import * as z from 'zod/mini';\nexport const schema = z;\n",
    },
    ['no-restricted-syntax'],
  ],
  [
    'lib/ imports no feature',
    {
      file: 'remote-member/src/lib/money/index.ts',
      code: "import { walletApi } from '../../features/wallet/api';\nexport const api = walletApi;\n",
    },
    ['import-x/no-restricted-paths'],
  ],
  [
    'application code imports no test support (the shared module)',
    {
      file: 'remote-member/src/features/wallet/api.ts',
      code: "import { renderPage } from '@wallet/shared/testing';\nexport const render = renderPage;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    "application code imports no test support (a testing folder's index)",
    {
      file: 'shared/src/store/index.ts',
      code: "import { renderPage } from '../testing';\nexport const render = renderPage;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'the domain imports no test support',
    {
      file: 'shared/src/domain/format.ts',
      code: "import { defined } from '../testing/defined';\nexport const check = defined;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    "a feature's code imports no test-*.ts file",
    {
      file: 'remote-admin/src/features/dashboard/api.ts',
      code: "import { month } from './test-days';\nexport const days = month;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'a test may use test support',
    {
      file: 'remote-member/src/routes.test.tsx',
      code: "import { renderPage } from '@wallet/shared/testing';\nexport const render = renderPage;\n",
    },
    [],
  ],
  [
    'the store hooks are the typed ones',
    {
      file: 'host/src/features/balance/HeaderBalance.tsx',
      code: "import { useSelector } from 'react-redux';\nexport const select = useSelector;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'react-redux is reached through the shared store only',
    {
      file: 'host/src/app/Providers.tsx',
      code: "import { Provider } from 'react-redux';\nexport const StoreProvider = Provider;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'react-i18next is reached through the shared i18n only, in a test too',
    {
      file: 'remote-member/src/features/home/HomePage.test.tsx',
      code: "import { useTranslation } from 'react-i18next';\nexport const use = useTranslation;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'Redux Toolkit is reached through the shared store only',
    {
      file: 'remote-member/src/features/notices/pages/NoticePage.tsx',
      code: "import { skipToken } from '@reduxjs/toolkit/query';\nexport const skip = skipToken;\n",
    },
    ['no-restricted-imports'],
  ],
  [
    'the shared i18n module imports react-i18next',
    {
      file: 'shared/src/i18n/use-format.ts',
      code: "import { useTranslation } from 'react-i18next';\nexport const use = useTranslation;\n",
    },
    [],
  ],
  [
    'a promise is awaited or voided, and no value is asserted non-null',
    {
      file: 'shared/src/domain/format.ts',
      code: [
        'async function later(): Promise<number> {',
        '  return 1;',
        '}',
        'export function run(values: number[] | undefined): number {',
        '  later();',
        '  return values!.length;',
        '}',
        '',
      ].join('\n'),
    },
    ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-non-null-assertion'],
  ],
];

test('each rule that keeps the shape fires on code that breaks it, and only there', async () => {
  const answers = await lint(CASES.map(([, snippet]) => snippet));
  expect(CASES.map(([name], index) => [name, answers[index]])).toEqual(
    CASES.map(([name, , rules]) => [name, rules]),
  );
}, 300_000);
