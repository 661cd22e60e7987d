import pg from 'pg';
import { PG_ENV } from './support/postgres-env';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/*
 * A database restart or failover under load (PostgreSQL only: PGlite lives in the process).
 * Every connection of the app's pool is terminated by the server while nine clients keep asking;
 * the requests in flight may get 503, never a 500, the process never dies of an unhandled
 * 'error' event, and the app answers again by itself once new connections open.
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

  /** Ends every other connection to this test file's database, as a failover does. */
  async function terminateConnections(): Promise<number> {
    const { name } = await t.db
      .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
      .executeTakeFirstOrThrow();
    const client = new pg.Client({ connectionString: process.env[PG_ENV.url] });
    await client.connect();
    try {
      const result = await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return result.rowCount ?? 0;
    } finally {
      await client.end();
    }
  }

  it('answers 200 or 503 meanwhile, keeps the process alive, and recovers', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const statuses = new Map<number, number>();
    let running = true;

    const calls: Array<() => Promise<{ statusCode: number }>> = [
      () => t.app.inject({ url: '/api/users/info', headers: bearer(memberToken) }),
      () => t.app.inject({ url: '/api/health' }),
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${memberId}/corrections`,
          headers: bearer(adminToken),
          payload: { amount: 1, reason: 'failover drill' },
        }),
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
    try {
      for (let round = 0; round < 4; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        terminated += await terminateConnections();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      running = false;
      await Promise.all(clients);
      process.off('uncaughtException', onUncaught);
    }

    expect(terminated).toBeGreaterThan(0);
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
