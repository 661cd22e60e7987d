import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/db/connection';
import type { Database } from '../src/db/schema';
import { isPreparable, preparingPool } from '../src/db/prepared-statements';
import { openTestDatabase } from './support/databases';

/*
 * Statements with parameters run prepared on their connection (docs/operations.md, "Prepared
 * statements"), on PGlite and on PostgreSQL alike.
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
    // Twice: a prepared statement would be kept by its connection, and now refused.
    await read();
    await read();
    await sql`alter table upgrade_probe add column extra text`.execute(handle.db);
    expect(await read()).toEqual([{ id: 1, label: 'one', extra: null }]);
  });

  /** A table of one row, read by a statement naming its column, prepared by two reads. */
  async function preparedRead(table: string) {
    await sql`create table ${sql.table(table)} (id int primary key, label text)`.execute(handle.db);
    await sql`insert into ${sql.table(table)} values (1, 'one')`.execute(handle.db);
    const read = (db: Kysely<Database>) =>
      db
        .selectFrom(table as never)
        .select(sql<string>`label`.as('label'))
        .where(sql.ref('id'), '=', 1)
        .execute();
    await read(handle.db);
    await read(handle.db);
    // What a migration might do while this process runs: the column read changes type.
    await sql`alter table ${sql.table(table)} alter column label type varchar(20)`.execute(
      handle.db,
    );
    return read;
  }

  it('sends a statement again, unprepared, when a migration changed what it reads', async () => {
    const read = await preparedRead('type_probe');
    expect(await read(handle.db)).toEqual([{ label: 'one' }]);
  });

  it('inside a transaction, fails that statement once and runs it unprepared from then on', async () => {
    const read = await preparedRead('type_probe_in_transaction');
    // The connection the reads prepared it on is the one the transaction gets (the pool hands
    // out the client released last); the refusal has ended the transaction.
    const inTransaction = () => handle.db.transaction().execute((trx) => read(trx));
    await expect(inTransaction()).rejects.toMatchObject({ code: '0A000' });
    expect(await inTransaction()).toEqual([{ label: 'one' }]);
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
    expect(a?.name).toMatch(/^s[0-9a-f]{8}_[0-9a-f]{32}$/);
    expect(b?.name).toBe(a?.name);
    expect(c?.name).not.toBe(a?.name);
  });

  it('names the same text differently in another pool (a PGlite keeps its statements)', async () => {
    const first = recordingPool();
    const second = recordingPool();
    await (await preparingPool(first.pool).connect()).query('select $1::int', [1]);
    await (await preparingPool(second.pool).connect()).query('select $1::int', [1]);
    const [a] = first.sent as Array<{ name: string }>;
    const [b] = second.sent as Array<{ name: string }>;
    expect(a?.name).not.toBe(b?.name);
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
    ['select "id" from "users" where "role" in ($1, $2)', 2, true],
    ['select "id" from "users" where "id" in ($1, $2, $3, $4, $5)', 5, false],
  ])('%s (%i parameters): %s', (text, count, expected) => {
    expect(isPreparable(text, count)).toBe(expected);
  });
});
