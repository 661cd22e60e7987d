import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/connection';
import { gracefulStop } from '../src/shutdown';
import { emptyDatabaseEnv, openTestDatabase } from './support/databases';
import { freePort } from './support/nginx';
import { loadPglite } from './support/pglite-loader';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '../..');

/** Polls `check` until it holds (a state to reach, not a time limit on reaching it). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a new TCP connection to the port is refused (nothing listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** An API app on a free port, with a request that waits inside its handler until released. */
interface ServerWithSlowRequest {
  database: DatabaseHandle;
  app: FastifyInstance;
  port: number;
  /** Settles once `GET /api/test/slow` is inside its handler. */
  inHandler: Promise<void>;
  /** Lets that handler go on to its answer. */
  release: () => void;
}

async function serverWithSlowRequest(
  answer: (db: DatabaseHandle['db']) => Promise<unknown>,
  moreRoutes: (app: FastifyInstance, db: DatabaseHandle['db']) => void = () => undefined,
): Promise<ServerWithSlowRequest> {
  const database = await openTestDatabase();
  const app = await buildApp(loadConfig({}), { db: database.db });
  let entered: () => void = () => undefined;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/api/test/slow', { config: { role: 'public' } }, async () => {
    entered();
    await released;
    return answer(database.db);
  });
  moreRoutes(app, database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { database, app, port, inHandler, release };
}

/** SIGTERM's stop, begun and followed until the port refuses new connections. */
async function beginStop({ app, database, port }: ServerWithSlowRequest) {
  const exits: number[] = [];
  const stopping = gracefulStop({
    app,
    closeDatabase: () => database.close(),
    exit: (code) => exits.push(code),
    timeoutMs: 60_000,
  })('SIGTERM');
  await eventually(() => refused(port), 'the port refuses new connections');
  return { exits, stopping };
}

/*
 * An API process as production runs several of them behind nginx: a rolling restart's SIGTERM
 * lets the request in flight finish before the database closes, a process started with
 * MIGRATE_ON_START=false leaves the schema to the one-time `migrate` step, and each answer says
 * which process served it.
 */
describe('an API process behind the load balancer', () => {
  it('finishes the request in flight when told to stop, then closes the database and exits 0', async () => {
    // A request that is still being worked on (and still needs the database) when SIGTERM comes.
    const server = await serverWithSlowRequest(async (db) => {
      const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db);
      return { answer: rows[0]?.n };
    });
    const { database, port } = server;

    const answer = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await server.inHandler;
    // No new connection is taken, while the one in flight is still being answered.
    const { exits, stopping } = await beginStop(server);
    expect(exits).toEqual([]);
    server.release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    // Without INSTANCE_NAME a process says nothing about itself.
    expect(response.headers.get('x-served-by')).toBeNull();

    await stopping;
    expect(exits).toEqual([0]);
    // The pool was closed after the last request, not before it.
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });

  it('answers a request that arrives on an open connection while it stops, and closes that connection after it', async () => {
    // nginx keeps connections open and sends a request on one as the process begins to stop: a
    // POST answered 503 there would reach the member (nginx never sends a POST twice), so the
    // process answers it as usual and tells nginx to drop the connection.
    const server = await serverWithSlowRequest(
      async () => ({ answer: 'first' }),
      (app, db) =>
        app.post('/api/test/next', { config: { role: 'public' } }, async () => {
          const { rows } = await sql<{ n: number }>`select 41 + 1 as n`.execute(db);
          return { answer: rows[0]?.n };
        }),
    );
    const { app, port } = server;
    let arrived: () => void = () => undefined;
    const nextArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.server.on('request', (request: { url?: string }) => {
      if (request.url === '/api/test/next') arrived();
    });

    // One kept-alive connection, as nginx holds them: a request in flight on it…
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: api\r\n\r\n');
    await server.inHandler;
    const { exits, stopping } = await beginStop(server);

    // …and the next one on the same connection, sent once the stop has begun.
    socket.write(
      'POST /api/test/next HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    await nextArrived;
    server.release();
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/);
    expect(answers.map((answer) => /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])).toEqual([
      '200',
      '200',
    ]);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[1]).toContain('{"answer":42}');
    await stopping;
    expect(exits).toEqual([0]);
  });

  it('starts without migrating when MIGRATE_ON_START=false, names itself, and stops with 0 on SIGTERM', async () => {
    const empty = await emptyDatabaseEnv();
    try {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...empty.env,
        PORT: String(port),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        SERVE_WEB: 'false',
        MIGRATE_ON_START: 'false',
        INSTANCE_NAME: 'api-test-1',
      };
      if (!empty.env.DATABASE_URL) delete env.DATABASE_URL;
      delete env.SMTP_URL;
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

      let health: Response | undefined;
      await eventually(async () => {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return health?.status === 200;
      }, 'the process answers /api/health');
      expect(health?.headers.get('x-served-by')).toBe('api-test-1');

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Every line is a JSON log line naming the process; none is a first start's message.
      const lines = stdout.trim().split('\n');
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; instance: string });
      expect(new Set(logged.map((line) => line.instance))).toEqual(new Set(['api-test-1']));
      expect(logged.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/migrations and administrators are left to the migrate/),
          expect.stringMatching(/^stopping/),
          'stopped',
        ]),
      );
      expect(stdout).not.toMatch(/Database migrated|Administrator created/);

      // The schema was left alone: not even the migrations' own table exists.
      const database = await openEmpty(empty.env);
      try {
        const { rows } = await sql<{
          table: string | null;
        }>`select to_regclass('kysely_migration')::text as table`.execute(database.db);
        expect(rows).toEqual([{ table: null }]);
      } finally {
        await database.close();
      }
    } finally {
      await empty.remove();
    }
  });
});

/** The database emptyDatabaseEnv made, opened here once no process holds it. */
async function openEmpty(env: Record<string, string>): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const { PGlite } = await loadPglite();
  return openPglite(new PGlite(path.join(env.DATA_DIR ?? '', 'pglite')), { owned: true });
}
