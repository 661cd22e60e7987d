import { sql, type Kysely } from 'kysely';

/**
 * Each house account (clearing, fee income, bonuses, corrections) becomes eight rows of the same
 * kind and currency, so approvals lock different rows (modules/ledger/accounts.ts). The existing
 * row is shard 0 and keeps its code, balance and lines; shards 1 to 7 start at zero, so every
 * house balance (the sum of its shards) is what it was. Down removes shards that were never used.
 */
const SHARDS = 8;
const HOUSE = `kind in ('deposits_clearing', 'withdrawals_clearing', 'fee_income', 'event_bonus', 'corrections')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `insert into ledger_accounts (code, kind, user_id, currency)
       select a.code || ':' || shard, a.kind, null, a.currency
       from ledger_accounts a, generate_series(1, ${SHARDS - 1}) as shard
       where a.${HOUSE} and a.code = a.kind || ':' || a.currency
       on conflict (code) do nothing`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The journal is append-only: lines cannot move back to shard 0, so only unused shards go.
  const used = await sql<{ n: string }>`
    select count(*)::text as n from ledger_accounts s
    where s.${sql.raw(HOUSE)} and s.code <> s.kind || ':' || s.currency
      and (s.balance <> 0 or exists (select 1 from journal_lines l where l.account_id = s.id))`.execute(
    db,
  );
  if (Number(used.rows[0]?.n ?? 0) > 0) {
    throw new Error('house account shards hold journal lines; they cannot be folded back');
  }
  await sql
    .raw(`delete from ledger_accounts s where s.${HOUSE} and s.code <> s.kind || ':' || s.currency`)
    .execute(db);
}
