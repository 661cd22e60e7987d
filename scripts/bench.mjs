// `npm run bench`: prints the figures our goals are judged by (docs/benchmarks.md).
//  1. bundle: what a visitor's first load downloads (min + gzip -9) and each remote's entry;
//  2. API: requests per second and p99 latency on loopback against the built server on PGlite.
// Needs `npm run build` first. Loads are bounded in time and sent only to 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function bundleFigures() {
  const hostDist = path.join(root, 'host', 'dist');
  const html = fs.readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]);
  const initial = scripts.reduce((sum, file) => sum + gz(path.join(hostDist, file)), 0);
  const allJs = (dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(path.join(dir, f)), 0);
  console.log('bundle (min + gzip -9, KB)');
  console.log(`  host entry scripts (${scripts.join(', ')}): ${kb(initial)}`);
  console.log(`  host, every JS file: ${kb(allJs(hostDist))}`);
  for (const remote of ['remote-member', 'remote-admin']) {
    const dist = path.join(root, remote, 'dist');
    console.log(
      `  ${remote} remoteEntry.js: ${kb(gz(path.join(dist, 'remoteEntry.js')))}, every JS file: ${kb(allJs(dist))}`,
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

/** `connections` loops, each sending one request after another, for `seconds`. */
async function load(url, { headers = {}, connections = 50, seconds = 5 } = {}) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / seconds, p50: p(0.5), p99: p(0.99), errors };
}

async function apiFigures() {
  const port = String(3200 + Math.floor(Math.random() * 500));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  const env = {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Bench2026pass',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  spawnSync(
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
    { cwd: root, env, stdio: 'ignore' },
  );
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitForHealth(base);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench01', password: 'bench1234' }),
    }).then((r) => r.json());
    const auth = { authorization: `Bearer ${login.token}` };
    console.log(
      'API on PGlite, 50 connections, 5 s each, loopback (req/s, p50 ms, p99 ms, errors)',
    );
    for (const [name, url, headers] of [
      ['GET /api/health', `${base}/api/health`, {}],
      ['GET /api/exchange-rate', `${base}/api/exchange-rate`, {}],
      ['GET /api/users/info (member)', `${base}/api/users/info`, auth],
    ]) {
      const r = await load(url, { headers });
      console.log(
        `  ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)}, errors ${r.errors}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

bundleFigures();
await apiFigures();
