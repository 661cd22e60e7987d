// The built server on a database of its own, for one group of bench figures: PGlite in a fresh
// temporary folder, or a fresh database created on the PostgreSQL of DATABASE_URL (dropped after).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_PASSWORD = 'Bench2026pass';
export const MEMBER = { username: 'bench01', password: 'bench1234' };

/** The PostgreSQL the bench may use: DATABASE_URL, else one answering on 127.0.0.1:5432. */
export async function postgresUrl() {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** A fresh database beside the one `url` names; answers its url and how to drop it. */
async function freshPostgres(url) {
  const { default: pg } = await import('pg');
  const name = `wallet_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function waitForHealth(base) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/**
 * Runs `run({ base, db, kind, env })` against the built server (BENCH_ROUTES on) on PGlite
 * (`postgres` null) or on a fresh database of that PostgreSQL. `seed(db)` writes rows by SQL
 * before the server starts (PGlite has one owner at a time): `db.query(text, params)`.
 */
export async function withBenchServer({ root, port, postgres = null, seed }, run) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  const fresh = postgres ? await freshPostgres(postgres) : null;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    NODE_ENV: 'production',
    BENCH_ROUTES: '1',
    // Production refuses to start without these; the bench sends no mail.
    SMTP_URL: 'smtp://127.0.0.1:9',
    MONEY_PASSWORD_PEPPER: 'bench-only-pepper-0123456789abcdef',
  };
  delete env.DATABASE_URL;
  if (fresh) env.DATABASE_URL = fresh.url;
  let server;
  try {
    const created = spawnSync(
      process.execPath,
      [
        'server/dist/cli.mjs',
        'create-member',
        '--username',
        MEMBER.username,
        '--password',
        MEMBER.password,
        '--balance',
        '100000',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`create-member failed: ${created.stderr}`);
    await withDatabase(fresh?.url ?? null, dataDir, async (db) => {
      if (seed) await seed(db);
    });
    // BENCH_CPU_PROFILE=<folder>: a V8 CPU profile of each server started (docs/benchmarks.md).
    const profile = process.env.BENCH_CPU_PROFILE
      ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROFILE)]
      : [];
    server = spawn(process.execPath, [...profile, 'server/dist/main.mjs'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    await waitForHealth(base);
    return await run({
      base,
      kind: fresh ? 'PostgreSQL' : 'PGlite',
      serverPid: server.pid,
      /** SQL beside the running server: PostgreSQL only (PGlite's files are the server's). */
      sqlUrl: fresh?.url ?? null,
    });
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

/** One connection to the bench's database while the server is down: `query(text, params)`. */
async function withDatabase(url, dataDir, use) {
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await use({ query: (text, params) => client.query(text, params) });
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await use({ query: (text, params) => db.query(text, params) });
  } finally {
    await db.close();
  }
}
