import net from 'node:net';
import { sql } from 'kysely';
import { openPostgres, POOL_SIZE, type DatabaseHandle } from '../src/db/connection';
import { openTestDatabase } from './support/databases';
import { databaseUrl, PG_ENV } from './support/postgres-env';

jest.setTimeout(60_000);

/*
 * The pool's two waits (PostgreSQL only). A database that never answers a connection fails the
 * caller within seconds; a healthy database whose connections are all busy for longer than
 * that serves the caller late, never refuses it (a busy machine must not turn into 503s).
 */
describe('the PostgreSQL pool', () => {
  let seeded: DatabaseHandle;
  let url: string;

  beforeAll(async () => {
    seeded = await openTestDatabase();
    const { name } = await seeded.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .executeTakeFirstOrThrow();
    const serverUrl = process.env[PG_ENV.url];
    if (!serverUrl) throw new Error('run through the server:postgres jest project');
    url = databaseUrl(serverUrl, name);
  });
  afterAll(() => seeded.close());

  it('serves a caller who waited over 5 s for one of the busy connections', async () => {
    const handle = openPostgres(url);
    try {
      const busy = Array.from({ length: POOL_SIZE }, () =>
        sql`select pg_sleep(6)`.execute(handle.db).then(() => 'slept'),
      );
      // Every connection is now checked out; this one queues behind them for about 6 s.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const startedAt = Date.now();
      const late = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(late.rows).toEqual([{ one: 1 }]);
      expect(Date.now() - startedAt).toBeGreaterThan(4_000);
      expect(await Promise.all(busy)).toEqual(Array(POOL_SIZE).fill('slept'));
    } finally {
      await handle.close();
    }
  });

  it('fails a caller within seconds when the database accepts but never answers', async () => {
    // A port that takes the TCP connection and then says nothing, as a hung server does.
    const silent = new Set<net.Socket>();
    const server = net.createServer((socket) => silent.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const handle = openPostgres(`postgres://wallet@127.0.0.1:${address.port}/wallet`);
    try {
      const startedAt = Date.now();
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
      const waited = Date.now() - startedAt;
      expect(waited).toBeGreaterThanOrEqual(4_000);
      expect(waited).toBeLessThan(15_000);
    } finally {
      for (const socket of silent) socket.destroy();
      server.close();
      await handle.close();
    }
  });
});
