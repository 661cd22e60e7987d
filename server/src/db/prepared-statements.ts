import { createHash, randomBytes } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/*
 * Statements with parameters run as prepared statements of their connection, named after their
 * text: PostgreSQL parses one once per connection, and from its sixth call keeps one generic plan
 * when that plan is estimated no dearer than planning each call. Planning was most of the
 * database's work for the site's statements: GET /users/info's one statement (joins and three
 * subqueries) planned in 0.17–0.19 ms and ran in 0.04–0.06 ms (explain analyze, warm); prepared,
 * the route answered about twice as many calls a second (docs/benchmarks.md, Round 11).
 *
 * Unprepared, as before: a statement without parameters (a migration's DDL, begin, commit); one
 * that reads or returns every column (`select *`, `"r".*`, `returning *`), which PostgreSQL
 * refuses to run prepared again once a migration adds a column ("cached plan must not change
 * result type"), while during an upgrade the processes still running keep serving
 * (docs/operations.md, "Upgrading"); and one with a list of more than four parameters
 * (`in ($1, …, $9)`), whose text changes with the list's length.
 */

/**
 * `*` as a column list: alone, or after a table's name; `count(*)` is none. A product (`a * b`)
 * reads the same and stays unprepared, which is only slower.
 */
const EVERY_COLUMN = /(?:^|[\s,])(?:"[^"]*"\.)?\*(?=\s|,|$)/;

/** A list of five parameters or more: one text for each length the list comes in. */
const LONG_LIST = /\((?:\$\d+, ){4,}\$\d+\)/;

/** Whether a statement may run prepared: see above. */
export function isPreparable(text: string, parameterCount: number): boolean {
  return parameterCount > 0 && !EVERY_COLUMN.test(text) && !LONG_LIST.test(text);
}

/**
 * How many different texts are prepared at most; the others run unprepared, so a text that varies
 * all the same cannot leave one more statement in every connection's memory each time. The
 * server's whole test suite, every route and refusal, sends 280 different ones.
 */
export const PREPARED_TEXTS_MAX = 512;

/**
 * What PostgreSQL answers when a table changed under a prepared statement (a migration while this
 * process runs): its result changed type (0A000), it is gone or already there (26000, 42P05), a
 * parameter's type no longer fits (42804, 42883). The text then runs unprepared from then on.
 */
const STALE_PREPARATION = new Set(['0A000', '26000', '42P05', '42804', '42883']);

const isStalePreparation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  typeof error.code === 'string' &&
  STALE_PREPARATION.has(error.code);

/** Kysely's words for a transaction's start and end (its PostgreSQL driver sends these). */
const BEGINS = /^(?:begin|start transaction)\b/i;
const ENDS = /^(?:commit|rollback)$/i;

/**
 * `pool` as Kysely's PostgreSQL dialect reads it, with the statements prepared as above. One
 * wrapper per pooled client, so Kysely sees the same connection each time it gets that client.
 */
export function preparingPool(
  pool: pg.Pool,
  { maxTexts = PREPARED_TEXTS_MAX }: { maxTexts?: number } = {},
): PostgresPool {
  // Each pool's names differ: a PGlite outlives a pool opened on it, and keeps its statements.
  const prefix = `s${randomBytes(4).toString('hex')}_`;
  const names = new Map<string, string>();
  const stale = new Set<string>();
  // Every statement passes here: a text already named is one lookup, no pattern is tried again.
  const nameOf = (text: string, parameterCount: number): string | undefined => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (stale.has(text) || names.size >= maxTexts || !isPreparable(text, parameterCount)) {
      return undefined;
    }
    const name = prefix + createHash('sha256').update(text).digest('hex').slice(0, 32);
    names.set(text, name);
    return name;
  };

  const wrap = (client: pg.PoolClient) => {
    let inTransaction = false;
    const run = async (text: string, values: unknown[]) => {
      const name = nameOf(text, values.length);
      if (name === undefined) return client.query(text, values);
      try {
        return await client.query({ name, text, values });
      } catch (error) {
        if (!isStalePreparation(error)) throw error;
        names.delete(text);
        stale.add(text);
        // Inside a transaction the error has ended it: the caller's own error path applies.
        if (inTransaction) throw error;
        return client.query(text, values);
      }
    };
    async function query<R>(
      text: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> {
      // Kysely's other form of query takes a cursor, for streams; the server streams nothing.
      if (!Array.isArray(parameters)) throw new TypeError('prepared statements: no cursors');
      if (BEGINS.test(text)) inTransaction = true;
      else if (ENDS.test(text)) inTransaction = false;
      const result = await run(text, [...parameters]);
      return {
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows as R[],
      };
    }
    return { query, release: () => client.release() } as PostgresPoolClient;
  };

  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
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
