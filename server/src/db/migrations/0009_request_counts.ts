import { sql, type Kysely } from 'kysely';

/**
 * How many money requests there are of each kind and status, kept beside them, so the back
 * office's list totals its kind/status filters by summing a few rows instead of counting every
 * request (docs/benchmarks.md "Growth"). Each kind and status has eight shards, picked by the
 * request's id as the house accounts' are (docs/money.md), so two requests made or decided at
 * once add to different rows instead of waiting for one.
 *
 * Statement triggers keep the counts in the transaction that writes the requests: one row or a
 * million (a bulk insert adds per group, not per row). The table is locked while the existing
 * requests are counted, so none is written between the count and the triggers.
 */
const REQUEST_COUNT_SHARDS = 8;

/** The net change a statement made, per kind, status and shard, added to the kept counts. */
const addChanges = (changes: string) => `
  insert into money_request_counts (kind, status, shard, n)
  select kind, status, shard, sum(n) from (${changes}) as c
  group by kind, status, shard
  having sum(n) <> 0
  order by kind, status, shard
  on conflict (kind, status, shard) do update set n = money_request_counts.n + excluded.n`;
const rowsOf = (table: string, sign: '' | '-') =>
  `select kind, status, (id % ${REQUEST_COUNT_SHARDS})::smallint as shard, ${sign}1 as n
   from ${table}`;

/** The trigger function that keeps the counts after a statement of one kind of change. */
const countsFunction = (change: string, body: string) => `
  create function money_request_counts_${change}() returns trigger language plpgsql as $$
    begin
      ${body};
      return null;
    end
  $$`;

const statements = [
  `create table money_request_counts (
    kind text not null,
    status text not null,
    shard smallint not null check (shard >= 0 and shard < ${REQUEST_COUNT_SHARDS}),
    -- No check that n >= 0: an upsert checks the row it proposes (-1 for a decision) first.
    n bigint not null,
    primary key (kind, status, shard)
  )`,
  `lock table money_requests in share row exclusive mode`,
  addChanges(rowsOf('money_requests', '')),
  countsFunction('insert', addChanges(rowsOf('new_rows', ''))),
  countsFunction(
    'update',
    addChanges(`${rowsOf('old_rows', '-')} union all ${rowsOf('new_rows', '')}`),
  ),
  countsFunction('delete', addChanges(rowsOf('old_rows', '-'))),
  countsFunction('truncate', 'delete from money_request_counts'),
  `create trigger money_request_counts_insert after insert on money_requests
    referencing new table as new_rows
    for each statement execute function money_request_counts_insert()`,
  `create trigger money_request_counts_update after update on money_requests
    referencing old table as old_rows new table as new_rows
    for each statement execute function money_request_counts_update()`,
  `create trigger money_request_counts_delete after delete on money_requests
    referencing old table as old_rows
    for each statement execute function money_request_counts_delete()`,
  `create trigger money_request_counts_truncate after truncate on money_requests
    for each statement execute function money_request_counts_truncate()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const change of ['insert', 'update', 'delete', 'truncate']) {
    await sql
      .raw(`drop trigger if exists money_request_counts_${change} on money_requests`)
      .execute(db);
    await sql.raw(`drop function if exists money_request_counts_${change}()`).execute(db);
  }
  await sql.raw('drop table if exists money_request_counts').execute(db);
}
