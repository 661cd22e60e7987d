import pg from 'pg';
import { databaseUrl, PG_ENV } from './support/postgres-env';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/*
 * A database restart or failover under load (PostgreSQL only: PGlite lives in the process).
 * Every connection of the app's pool is terminated by the server while nine clients keep asking;
 * the requests in flight may get 503, never a 500, the process never dies of an unhandled
 * 'error' event, and the app answers again by itself once new connections open. In the last
 * round the test holds the member's wallet row itself, so the corrections sent meanwhile are
 * certainly waiting inside the database when their connections are terminated: those get 503.
 */
describe('PostgreSQL connections terminated under load', () => {
  let t: TestApp;
  let memberToken: string;
  let adminToken: string;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const member = await t.createMember();
    memberId = member.id;
    memberToken = await t.login(member);
    adminToken = await t.login(await t.createAdmin());
  });
  afterAll(() => t.close());

  async function currentDatabase(): Promise<string> {
    const { name } = await t.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .executeTakeFirstOrThrow();
    return name;
  }

  /** A maintenance connection to the test server (database `postgres`). */
  async function maintenance<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: process.env[PG_ENV.url] });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** Ends every other connection to this test file's database (but `spared`), as a failover does. */
  async function terminateConnections(spared: number[] = []): Promise<number> {
    const name = await currentDatabase();
    return maintenance(async (client) => {
      const result = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and not (pid = any($2::int[]))',
        [name, spared],
      );
      return result.rowCount ?? 0;
    });
  }

  /** How many of the app's connections wait for a lock (the one `holdWallet` holds). */
  async function lockWaiters(): Promise<number> {
    const name = await currentDatabase();
    return maintenance(async (client) => {
      const result = await client.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [name],
      );
      return Number(result.rows[0]?.n ?? 0);
    });
  }

  /**
   * Locks the member's wallet rows in a transaction of the test's own: a correction (which locks
   * them to post its entry) waits inside the database until `release`.
   */
  async function holdWallet(): Promise<{ pid: number; release: () => Promise<void> }> {
    const url = databaseUrl(process.env[PG_ENV.url] ?? '', await currentDatabase());
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('begin');
    await client.query('select 1 from ledger_accounts where code like $1 for update', [
      `member:${memberId}:%`,
    ]);
    const pid = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return {
      pid: Number(pid.rows[0]?.pid),
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  }

  it('answers 200 or 503 meanwhile, keeps the process alive, and recovers', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const statuses = new Map<number, number>();
    /** 503s answered to corrections, the calls the last round holds inside the database. */
    let correction503 = 0;
    let running = true;

    const correction = async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${memberId}/corrections`,
        headers: bearer(adminToken),
        payload: { amount: 1, reason: 'failover drill' },
      });
      if (answer.statusCode === 503) correction503 += 1;
      return answer;
    };
    const calls: Array<() => Promise<{ statusCode: number }>> = [
      () => t.app.inject({ url: '/api/users/info', headers: bearer(memberToken) }),
      () => t.app.inject({ url: '/api/health' }),
      correction,
    ];
    const client = async (call: () => Promise<{ statusCode: number }>) => {
      while (running) {
        const answer = await call();
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      }
    };
    // Nine clients: three of each call.
    const clients = calls.flatMap((call) => [call, call, call]).map(client);

    let terminated = 0;
    let heldCorrections = 0;
    let heldCorrection503 = 0;
    try {
      for (let round = 0; round < 4; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        terminated += await terminateConnections();
      }
      // A round that certainly hits requests in flight: corrections wait on the held wallet.
      const hold = await holdWallet();
      try {
        const deadline = Date.now() + 20_000;
        while ((heldCorrections = await lockWaiters()) === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const before = correction503;
        terminated += await terminateConnections([hold.pid]);
        // Each waiting correction answers (503) before the client loop sends its next one.
        const answered = Date.now() + 20_000;
        while (correction503 - before < heldCorrections && Date.now() < answered) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        heldCorrection503 = correction503 - before;
      } finally {
        await hold.release();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      running = false;
      await Promise.all(clients);
      process.off('uncaughtException', onUncaught);
    }

    expect(terminated).toBeGreaterThan(0);
    // The terminations met requests in flight: the corrections waiting in the database got 503.
    expect(heldCorrections).toBeGreaterThan(0);
    expect(heldCorrection503).toBeGreaterThanOrEqual(heldCorrections);
    expect(uncaught).toEqual([]);
    expect(
      [...statuses.keys()].filter((status) => status !== 503 && (status < 200 || status > 299)),
    ).toEqual([]);
    // Back by itself: a fresh call gets a fresh connection.
    const after = await t.app.inject({ url: '/api/users/info', headers: bearer(memberToken) });
    expect(after.statusCode).toBe(200);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});
