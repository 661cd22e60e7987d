import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/connection';
import { createAccount } from '../src/modules/users/service';
import { openTestDatabase } from './support/databases';
import { databaseUrl, PG_ENV } from './support/postgres-env';
import { bearer } from './support/test-app';

jest.setTimeout(120_000);

/**
 * A TCP hop between the app and PostgreSQL that a test can take down and bring back, as a
 * database restart, a failover or a network cut does. Down: every socket through it is destroyed
 * and the port refuses new connections; up: the same port forwards again.
 */
class DatabaseProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  /** Client sockets that sent bytes while stalled: queries that are waiting for an answer. */
  private readonly waiting = new Set<net.Socket>();
  private stalled = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // The first time any free port; afterwards the same one, so the app's URL stays right.
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('proxy has no port');
    this.port = address.port;
    this.server = server;
    this.stalled = false;
  }

  /** Keeps the sockets open but forwards nothing: what is sent now waits for an answer. */
  stall(): void {
    this.stalled = true;
    this.waiting.clear();
  }

  get waitingQueries(): number {
    return this.waiting.size;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => {
      if (server) server.close(() => resolve());
      else resolve();
    });
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.waiting.clear();
    await closed;
  }

  private forward(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk: Buffer) => {
      if (this.stalled) this.waiting.add(client);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!this.stalled) client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/*
 * The database goes away for a while and comes back (PostgreSQL only: PGlite lives in the
 * process). The app talks to PostgreSQL through its own pool, opened from DATABASE_URL as in
 * production, over a proxy the test takes down: queries in flight and every call meanwhile answer
 * 503 (never 500, never an uncaught exception), and the same app answers 200 again once the
 * database is reachable, with no restart.
 */
describe('the database unreachable for a while', () => {
  let database: DatabaseHandle;
  let proxy: DatabaseProxy;
  let app: FastifyInstance;
  let token: string;
  let username: string;

  beforeAll(async () => {
    // The test file's own database; `database.db` connects directly (seeding, not the app).
    database = await openTestDatabase();
    const { name } = await database.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .executeTakeFirstOrThrow();
    const serverUrl = process.env[PG_ENV.url];
    if (!serverUrl) throw new Error('run through the server:postgres jest project');
    const direct = new URL(databaseUrl(serverUrl, name));
    proxy = new DatabaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    await proxy.up();
    const viaProxy = new URL(direct.toString());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);

    const defaults = loadConfig({});
    // No deps.db: the app opens (and closes) its pool from the config, as `npm start` does.
    app = await buildApp({
      ...defaults,
      web: null,
      database: { kind: 'postgres', url: viaProxy.toString() },
    });
    await app.ready();
    username = `outage${process.pid % 1000}`;
    await createAccount(database.db, {
      username,
      password: 'secret123',
      role: 'user',
      status: 'approved',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
    token = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await app.close();
    await proxy.down();
    await database.close();
  });

  const health = () => app.inject({ url: '/api/health' });
  const info = () => app.inject({ url: '/api/users/info', headers: bearer(token) });

  it('answers 503 while it is down, then 200 from the same app once it is back', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    try {
      // Up: the pool holds connections (they go idle, then are cut while idle).
      expect((await health()).statusCode).toBe(200);
      expect((await info()).statusCode).toBe(200);

      // Queries in flight when it goes: the clients are checked out of the pool (no idle
      // listener), so only the app's own error listener keeps their 'error' from the process.
      proxy.stall();
      const inFlight = [health(), health(), info(), info()];
      await until(() => proxy.waitingQueries >= inFlight.length, 'the queries to be sent');
      await proxy.down();
      const cut = await Promise.all(inFlight);
      expect(cut.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503]);

      // Down: new connections are refused; every call is a 503 with the API's error body.
      for (let round = 0; round < 3; round += 1) {
        for (const answer of [await health(), await info()]) {
          expect(answer.statusCode).toBe(503);
          expect(answer.json()).toEqual({
            error: 'service_unavailable',
            message: expect.any(String),
          });
        }
      }

      // Back: the same app, no restart, opens fresh connections by itself.
      await proxy.up();
      const back = await health();
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ status: 'ok', db: 'ok' });
      const mine = await info();
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ username });
    } finally {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
    }
    expect(uncaught).toEqual([]);
  });
});
