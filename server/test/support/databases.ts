import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/connection';
import { migrateToLatest } from '../../src/db/migrate';
import { loadPglite } from './pglite-loader';
import { databaseUrl, PG_ENV, quoteIdent } from './postgres-env';
import { maintenance } from './postgres-maintenance';

/** A fresh, migrated database of the dialect the jest project chose, all this test file's own. */
export function openTestDatabase(): Promise<DatabaseHandle> {
  return process.env.TEST_DIALECT === 'postgres' ? openPostgresCopy() : openPgliteCopy();
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const serverUrl = required(PG_ENV.url);
  const template = required(PG_ENV.template);
  const name = `${required(PG_ENV.prefix)}_${randomBytes(5).toString('hex')}`;
  await maintenance(
    serverUrl,
    `create database ${quoteIdent(name)} template ${quoteIdent(template)}`,
  );
  const handle = openPostgres(databaseUrl(serverUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await maintenance(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
}

/**
 * A PGlite runs initdb when created (seconds); loading a dump of a migrated one takes a fraction
 * of that. The dump is kept in the temp folder, named by the migrations' source and PGlite's
 * version, so it is rebuilt when either changes and shared by every worker and run otherwise.
 */
async function openPgliteCopy(): Promise<DatabaseHandle> {
  const dump = await migratedPgliteDump();
  const { PGlite } = await loadPglite();
  const pglite = new PGlite({
    loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-gzip' }),
  });
  return openPglite(pglite, { owned: true });
}

let dumpInThisFile: Promise<Buffer> | undefined;

function migratedPgliteDump(): Promise<Buffer> {
  dumpInThisFile ??= readOrBuildDump();
  return dumpInThisFile;
}

async function readOrBuildDump(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `wallet-pglite-template-${templateKey()}.tar.gz`);
  if (fs.existsSync(file)) return fs.readFileSync(file);

  const { PGlite } = await loadPglite();
  const pglite = new PGlite('memory://');
  const handle = await openPglite(pglite, { owned: false });
  await migrateToLatest(handle.db);
  await handle.close();
  const blob = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const dump = Buffer.from(await blob.arrayBuffer());
  // Write then rename: a worker reading at the same time sees a whole file or none.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return dump;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const migrationsDir = path.join(__dirname, '..', '..', 'src', 'db', 'migrations');
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the server:postgres jest project`);
  return value;
}

/**
 * The environment of a command run against a new, empty database of the jest project's dialect
 * (DATABASE_URL of a fresh PostgreSQL database, or DATA_DIR of a fresh PGlite folder), and how to
 * remove it. For what a first start or a `migrate` does to nothing at all.
 */
export async function emptyDatabaseEnv(): Promise<{
  env: Record<string, string>;
  remove(): Promise<void>;
}> {
  if (process.env.TEST_DIALECT === 'postgres') {
    const serverUrl = required(PG_ENV.url);
    const name = `${required(PG_ENV.prefix)}_${randomBytes(5).toString('hex')}`;
    await maintenance(serverUrl, `create database ${quoteIdent(name)}`);
    return {
      env: { DATABASE_URL: databaseUrl(serverUrl, name) },
      remove: () =>
        maintenance(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-empty-'));
  return {
    env: { DATA_DIR: dir },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
