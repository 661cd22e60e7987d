import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { preparingPool } from './prepared-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** An open database and how to close it; `db` is the one handle every query goes through. */
export interface DatabaseHandle {
  db: Db;
  dialect: DatabaseConfig['kind'];
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return Promise.resolve(openPostgres(config.url));
  if (config.dataDir) fs.mkdirSync(config.dataDir, { recursive: true });
  return openPglite(new PGlite(config.dataDir ?? 'memory://'), { owned: true });
}

/** An unreachable database must become a 503 in seconds, not a request that hangs. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a request may wait for a free connection of a healthy database. pg-pool applies its
 * one `connectionTimeoutMillis` to both waits; a busy machine (200 money calls in flight, or a
 * CPU shared with other work) can keep every connection busy for more than 5 s, and those
 * callers must be served late rather than refused.
 */
const CHECKOUT_TIMEOUT_MS = 30_000;
/**
 * Connections to PostgreSQL. The money bench's 22 callers at once (20 members, 2 administrators)
 * each hold one for their transaction; with fewer, an approval queued for a connection behind
 * charges, and that wait, not the database, set the cycle rate (docs/benchmarks.md).
 */
export const POOL_SIZE = 24;

/** node-postgres' client with its own connect timeout, shorter than the pool's checkout wait. */
class PromptlyConnectingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(
      typeof config === 'string'
        ? { connectionString: config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }
        : { ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    );
  }
}

/** A real PostgreSQL through node-postgres. */
export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    Client: PromptlyConnectingClient,
    connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
  });
  // A client that loses its server (restart, failover, network) emits 'error'. The pool listens
  // on idle clients only; a client checked out by a request has no listener, and an unheard
  // 'error' event kills the process. Its query fails all the same (answered 503), and the pool
  // drops the broken client, so listening is all that is needed.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/**
 * PGlite through its node-postgres adapter: the same driver, dialect and queries as PostgreSQL.
 * PGlite is one connection, so the pool holds one client and transactions run one after another.
 * Inside `db.transaction().execute(trx => ...)` use only `trx`: the outer `db` would wait for the
 * one connection the transaction holds, forever.
 */
export async function openPglite(
  pglite: PGlite,
  { owned }: { owned: boolean },
): Promise<DatabaseHandle> {
  await pglite.waitReady;
  const pool = new pg.Pool({
    ...createPgConfig(pglite),
    max: 1,
    // Keep the one client: closing it idles nothing and reconnecting buys nothing in process.
    idleTimeoutMillis: 0,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    dialect: 'pglite',
    close: async () => {
      await db.destroy();
      if (owned) await pglite.close();
    },
  };
}
