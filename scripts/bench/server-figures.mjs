// The server's figures, each against an anchor of the same run: the API (api.mjs), the money
// path (money.mjs) and, on request, growth (growth.mjs). `node scripts/bench/server-figures.mjs
// [--port 3299] [--only api,money,growth]` runs them alone; `npm run bench` runs them after the
// pages. Needs `npm run build --workspace=server` first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBench } from './api.mjs';
import { growthBench } from './growth.mjs';
import { moneyBench } from './money.mjs';
import { postgresUrl } from './server.mjs';

/** Every figure; broken goals are pushed onto `failures`. */
export async function serverFigures({ root, port, failures, only = ['api', 'money'] }) {
  const postgres = await postgresUrl();
  if (only.includes('api')) await apiBench({ root, port, postgres, failures });
  if (only.includes('money')) await moneyBench({ root, port, postgres, failures });
  if (only.includes('growth')) await growthBench({ root, port, postgres, failures });
}

/** Prints the broken goals and sets a failing exit code; none: nothing. */
export function reportFailures(failures) {
  if (failures.length === 0) return;
  console.log(`broken goals:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const args = process.argv.slice(2);
  const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 3299;
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
  const failures = [];
  await serverFigures({ root, port, failures, only });
  reportFailures(failures);
}
