import pg from 'pg';
import { PG_ENV, quoteIdent } from './support/postgres-env';

/** Drops every database this run created (the template and any copy a failed file left), then
 * stops the embedded server if the setup started one. */
export default async function postgresGlobalTeardown(): Promise<void> {
  const serverUrl = process.env[PG_ENV.url];
  const prefix = process.env[PG_ENV.prefix];
  if (serverUrl && prefix) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
    } finally {
      await client.end();
    }
  }
  const embedded = globalThis.walletEmbeddedPostgres;
  if (embedded) {
    await embedded.stop();
    globalThis.walletEmbeddedPostgres = undefined;
  }
}
