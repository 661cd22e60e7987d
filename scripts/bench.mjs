// `npm run bench [-- --port 3299]`: prints the figures our goals are judged by
// (docs/benchmarks.md).
//  1. bundle: the build output (min + gzip -9) and each remote's entry;
//  2. pages: what a browser downloads per page against the floor app (scripts/bench/bytes.mjs),
//     and the largest contentful paint and layout shift (scripts/bench/paint.mjs);
//  3. API: each route beside its anchor and the ratio, on PGlite and PostgreSQL (bench/api.mjs);
//  4. money: charge → approve cycles on PostgreSQL against PGlite corrections (bench/money.mjs);
//  5. messages: one message to every approved member (10,000 of them);
//  6. growth, with `--growth` or BENCH_GROWTH=1 (minutes more): the read routes on 10,000 and
//     1,000,000 journal entries against a small database (bench/growth.mjs).
// `--only pages` stops after 2 (a minute or two, for work on the web apps).
// Needs `npm run build` first. Loads are bounded in time and sent only to 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { byteFigures, floorFigures, sessionStorageFor } from './bench/bytes.mjs';
import { paintFigures } from './bench/paint.mjs';
import { reportFailures, serverFigures } from './bench/server-figures.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const portOption = args.indexOf('--port') >= 0 ? args[args.indexOf('--port') + 1] : undefined;
const growth = args.includes('--growth') || process.env.BENCH_GROWTH === '1';
const onlyPages = args.indexOf('--only') >= 0 && args[args.indexOf('--only') + 1] === 'pages';
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function bundleFigures() {
  const allJs = (dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(path.join(dir, f)), 0);
  console.log('build output (min + gzip -9, KB)');
  console.log(`  host, every JS file: ${kb(allJs(path.join(root, 'host', 'dist')))}`);
  for (const remote of ['remote-member', 'remote-admin']) {
    // The newest release the build wrote (dist/<release>/, named by dist/latest.json).
    const { release } = JSON.parse(
      fs.readFileSync(path.join(root, remote, 'dist', 'latest.json'), 'utf8'),
    );
    const dist = path.join(root, remote, 'dist', release);
    console.log(
      `  ${remote}: remoteEntry.js ${kb(gz(path.join(dist, 'remoteEntry.js')))}, every JS file ${kb(allJs(dist))}`,
    );
  }
}

async function waitForHealth(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** How many approved members the broadcast figure sends to. */
const BROADCAST_MEMBERS = 10_000;

/**
 * Approved members for the broadcast figure, written by one SQL statement into the database the
 * command line has just created (the server is not running yet: PGlite has one owner at a time).
 */
async function seedMembers(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.query(
    `insert into users (username, password_hash, role, status, referral_id)
     select 'bulk' || g, 'not-a-hash', 'user', 'approved', 'B' || lpad(g::text, 7, '0')
     from generate_series(1, $1::int) as g`,
    [BROADCAST_MEMBERS],
  );
  await db.close();
}

async function withServer(run) {
  const port = portOption ?? String(3200 + Math.floor(Math.random() * 500));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  const env = {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Bench2026pass',
    NODE_ENV: 'production',
    // Production refuses to start without these; the bench sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    MONEY_PASSWORD_PEPPER: 'bench-only-pepper-0123456789abcdef',
  };
  delete env.DATABASE_URL;
  const created = spawnSync(
    process.execPath,
    [
      'server/dist/cli.mjs',
      'create-member',
      '--username',
      'bench01',
      '--password',
      'bench1234',
      '--balance',
      '100',
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  // Every page figure is a signed-in member's: without the member there is nothing to measure.
  if (created.status !== 0) throw new Error(`create-member failed: ${created.stderr}`);
  await seedMembers(dataDir);
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitForHealth(base);
    await run(base);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One message to everyone: a single `insert … select` writes every member's copy, so the time
 * follows the number of members, not a loop of round trips. Three sends, each timed end to end.
 */
async function messageFigures(base) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'admin', password: 'Bench2026pass' }),
  }).then((r) => r.json());
  const times = [];
  let recipients = 0;
  for (let round = 1; round <= 3; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/messages`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ recipients: 'all', subject: `Bench ${round}`, content: '<p>Hi</p>' }),
    });
    const sent = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`the broadcast failed: ${JSON.stringify(sent)}`);
    recipients = sent.recipientCount;
  }
  console.log('Messages on PGlite, loopback');
  console.log(
    `  POST /api/admin/messages to everyone (${recipients} members): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
}

bundleFigures();
/** Broken budgets, one sentence each: the bench exits non-zero after every figure is printed. */
const failures = [];
const floor = await floorFigures();
await withServer(async (base) => {
  const member = await sessionStorageFor(base, { username: 'bench01', password: 'bench1234' });
  const admin = await sessionStorageFor(base, {
    username: 'admin',
    password: 'Bench2026pass',
    admin: true,
  });
  failures.push(...(await byteFigures(base, floor, { member })));
  failures.push(...(await paintFigures(base, floor, { member, admin })));
  if (!onlyPages) await messageFigures(base);
});
fs.rmSync(floor.dir, { recursive: true, force: true });
if (!onlyPages) {
  await serverFigures({
    root,
    port: Number(portOption ?? 3200 + Math.floor(Math.random() * 500)),
    failures,
    only: growth ? ['api', 'money', 'growth'] : ['api', 'money'],
  });
}
reportFailures(failures);
