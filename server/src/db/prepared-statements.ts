import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/*
 * Every statement with parameters runs as a prepared statement of its connection, named after
 * its text: PostgreSQL parses and plans it on the first call and reuses that on the next ones.
 * Planning was most of the database's work for the site's statements: GET /users/info's one
 * statement (joins and three subqueries) planned in 0.17–0.19 ms and ran in 0.04–0.06 ms
 * (explain analyze, warm); prepared, the route answered about twice as many calls a second
 * (docs/benchmarks.md, Round 11).
 * A statement without parameters (a migration's DDL, begin, commit) runs as before, and so does
 * one that reads or returns every column (`select *`, `"r".*`, `returning *`): once a migration
 * adds a column, PostgreSQL refuses to run such a prepared statement again ("cached plan must not
 * change result type"), and the processes still running during an upgrade must keep working
 * (docs/operations.md, "Upgrading").
 */

/**
 * `*` as a column list: alone, or after a table's name; `count(*)` is none. A product (`a * b`)
 * reads the same and stays unprepared, which is only slower.
 */
const EVERY_COLUMN = /(?:^|[\s,])(?:"[^"]*"\.)?\*(?=\s|,|$)/;

/** Whether a statement may run prepared: it has parameters and names the columns it returns. */
export function isPreparable(text: string, parameterCount: number): boolean {
  return parameterCount > 0 && !EVERY_COLUMN.test(text);
}

/**
 * How many different texts are prepared at most; the others run unprepared. A text that varies
 * (an `in` list of each length) would otherwise leave one more statement in every connection's
 * memory each time. The server's whole test suite, every route and refusal, sends 280 different
 * ones.
 */
export const PREPARED_TEXTS_MAX = 512;

/** The name each text is prepared under: the same text, the same name, in every connection. */
function namer(max: number) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    const name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
    return name;
  };
}

/**
 * `pool` as Kysely's PostgreSQL dialect reads it, with the statements prepared as above. One
 * wrapper per pooled client, so Kysely sees the same connection each time it gets that client.
 */
export function preparingPool(
  pool: pg.Pool,
  { maxTexts = PREPARED_TEXTS_MAX }: { maxTexts?: number } = {},
): PostgresPool {
  const nameOf = namer(maxTexts);
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    async function query<R>(
      text: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> {
      const values = [...parameters];
      const name = isPreparable(text, values.length) ? nameOf(text) : undefined;
      const result = name
        ? await client.query({ name, text, values })
        : await client.query(text, values);
      // node-postgres' result carries more than Kysely reads (fields, oid); its command is a
      // string where Kysely lists the ones it knows.
      return result as unknown as PostgresQueryResult<R>;
    }
    // Kysely's type also names a cursor form of query, for streams; the server streams nothing.
    return { query, release: () => client.release() } as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
