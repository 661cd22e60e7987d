import { sql } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/db/connection';
import { isPreparable, preparingPool } from '../src/db/prepared-statements';
import { openTestDatabase } from './support/databases';

/*
 * Statements with parameters run prepared, planned once per connection (docs/operations.md,
 * "Prepared statements"), on PGlite and on PostgreSQL alike.
 */
describe('prepared statements', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('prepares a statement with parameters on its connection, and not one without', async () => {
    // One transaction: one connection, whose prepared statements the view lists.
    const prepared = await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('username', '=', 'nobody').execute();
      await sql`select 'without parameters' as plain`.execute(trx);
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(prepared).toContainEqual(expect.stringMatching(/from "users" where "username" = \$1/));
    expect(prepared.filter((statement) => statement.includes('without parameters'))).toEqual([]);
  });

  it('still reads every column of a table after a migration adds one (an upgrade in progress)', async () => {
    await sql`create table upgrade_probe (id int primary key, label text)`.execute(handle.db);
    await sql`insert into upgrade_probe values (1, 'one')`.execute(handle.db);
    const read = () =>
      handle.db
        .selectFrom('upgrade_probe' as never)
        .selectAll()
        .where(sql.ref('id'), '=', 1)
        .execute();
    // Seven calls: prepared, such a statement would now be planned and kept by its connection.
    for (let call = 0; call < 7; call += 1) await read();
    await sql`alter table upgrade_probe add column extra text`.execute(handle.db);
    expect(await read()).toEqual([{ id: 1, label: 'one', extra: null }]);
  });

  it('answers the same rows prepared as unprepared, call after call', async () => {
    const read = () =>
      handle.db
        .selectFrom('users')
        .select(['username', 'role'])
        .where('role', '=', 'admin')
        .orderBy('id')
        .execute();
    const first = await read();
    // Past the fifth call PostgreSQL may switch to its generic plan: the answer must not change.
    for (let call = 0; call < 7; call += 1) expect(await read()).toEqual(first);
  });
});

describe('preparingPool', () => {
  /** A pool of one client that records how each query was sent. */
  function recordingPool() {
    const sent: Array<string | { name: string; text: string }> = [];
    const client = {
      query: (config: string | { name: string; text: string }) => {
        sent.push(typeof config === 'string' ? config : { name: config.name, text: config.text });
        return Promise.resolve({ command: 'SELECT', rowCount: 0, rows: [] });
      },
      release: () => undefined,
    };
    const pool = { connect: () => Promise.resolve(client), end: () => Promise.resolve() };
    return { sent, pool: pool as unknown as pg.Pool };
  }

  it('names a text the same way every time, and gives different texts different names', async () => {
    const { sent, pool } = recordingPool();
    const client = await preparingPool(pool).connect();
    await client.query('select $1::int', [1]);
    await client.query('select $1::int', [2]);
    await client.query('select $1::text', ['x']);
    const [a, b, c] = sent as Array<{ name: string }>;
    expect(a?.name).toMatch(/^s_[0-9a-f]{32}$/);
    expect(b?.name).toBe(a?.name);
    expect(c?.name).not.toBe(a?.name);
  });

  it('sends a text without parameters as it is', async () => {
    const { sent, pool } = recordingPool();
    const client = await preparingPool(pool).connect();
    await client.query('begin', []);
    expect(sent).toEqual(['begin']);
  });

  it('prepares at most maxTexts different texts; the others run unprepared', async () => {
    const { sent, pool } = recordingPool();
    const client = await preparingPool(pool, { maxTexts: 2 }).connect();
    for (const text of ['select $1', 'select $1, 2', 'select $1, 3', 'select $1']) {
      await client.query(text, [1]);
    }
    expect(sent.map((call) => typeof call === 'object')).toEqual([true, true, false, true]);
    expect(sent[2]).toBe('select $1, 3');
  });
});

describe('isPreparable', () => {
  it.each([
    ['select "id" from "users" where "username" = $1', 1, true],
    ['select count(*) as "n" from "users" where "role" = $1', 1, true],
    // A product reads like a column list: left unprepared, which is only slower.
    ['select "amount" * $1 as "x" from "t"', 1, false],
    ['select * from "users" where "id" = $1', 1, false],
    ['select "r".*, "u"."username" from "money_requests" as "r" where "r"."id" = $1', 1, false],
    ['insert into "notices" ("title") values ($1) returning *', 1, false],
    ['select "id" from "users"', 0, false],
  ])('%s (%i parameters): %s', (text, count, expected) => {
    expect(isPreparable(text, count)).toBe(expected);
  });
});
