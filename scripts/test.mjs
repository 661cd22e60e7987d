// `npm test`: everything, in the order that fails fastest — lint and types (side by side), jest
// (shared, apps, server on PGlite and PostgreSQL), one production build, then the browser suite
// against it (two workers, each with its own server).
// Ends with one summary line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const resultsDir = path.join(root, '.cache', 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const jestJson = path.join(resultsDir, 'jest.json');
const budgetJson = path.join(resultsDir, 'bundle-budget.json');
const e2eJson = path.join(resultsDir, 'e2e.json');
for (const file of [jestJson, budgetJson, e2eJson]) fs.rmSync(file, { force: true });

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status === 0;
}

/**
 * Steps that each keep one core busy (ESLint, tsc) run side by side on a two-core machine; each
 * one's output is printed whole when it ends, so the two never interleave.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(
              `\n== ${title}\n${output}== ${title}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`,
            );
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const ok =
  (await together([
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ])) &&
  step('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestJson}`]) &&
  step('build', 'npm', ['run', '--silent', 'build']) &&
  // The byte budget reads what the build wrote (scripts/bundle-budget.test.ts).
  step(
    'byte budget',
    'npx',
    ['jest', '--ci', '--json', `--outputFile=${budgetJson}`, 'scripts/bundle-budget.test.ts'],
    { BUNDLE_BUDGET: 'built' },
  ) &&
  step('browser suite', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    E2E_JSON_OUTPUT: e2eJson,
  });

let passed = 0;
let failed = 0;
const jest = readJson(jestJson);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
  console.log(
    `\njest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed (${jest.numTotalTestSuites} files)`,
  );
}
const budget = readJson(budgetJson);
if (budget) {
  passed += budget.numPassedTests;
  failed += budget.numFailedTests;
  console.log(`byte budget: ${budget.numPassedTests} passed, ${budget.numFailedTests} failed`);
}
const e2e = readJson(e2eJson);
if (e2e?.stats) {
  const e2eFailed = e2e.stats.unexpected + e2e.stats.flaky;
  passed += e2e.stats.expected;
  failed += e2eFailed;
  console.log(`browser: ${e2e.stats.expected} passed, ${e2eFailed} failed`);
}
if (!ok && failed === 0) failed = 1; // a step failed before or outside the counted tests
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
