import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { startEmbeddedPostgres, type StartedPostgres } from './support/embedded-postgres';
import { databaseUrl, PG_ENV, quoteIdent } from './support/postgres-env';

declare global {
  /** The embedded server this run started, for the teardown (same process). */
  var walletEmbeddedPostgres: StartedPostgres | undefined;
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
  const started = await startEmbeddedPostgres();
  globalThis.walletEmbeddedPostgres = started;
  return started.url;
}
