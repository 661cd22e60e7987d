// A database of a given size for the growth figures (docs/benchmarks.md "Growth"), written by SQL
// while the server is down: members, their completed wallet charges (one journal entry of two
// lines each: the member's wallet up, a shard of the deposits clearing account down), completed
// platform recharges (no journal entry, as on the site) and pending charges (members 1 to 20, so
// even the small database has a full page of them, and one in 50 beyond). Every entry sums
// to zero and every balance is set to the sum of its lines, so the reconciliation stays clean.
//
// `seedGrowth(db, { members, entries })`: `db.query(text, params)` on PGlite or PostgreSQL, with
// the bench member (MEMBER in server.mjs) already created. The bench member is one of `members`
// and gets the same share of rows as every other, so its own lists are the same at every size.

/** Charges per member: `entries / members` (at least one). */
const CHARGES_PER_BATCH = 100_000;
/**
 * Completed platform recharges per member (the trade history); a pending charge for the members
 * 1 to PENDING_FIRST (the back office's page of 20) and for one member in 50.
 */
const TRADES_PER_MEMBER = 2;
const PENDING_FIRST = 20;
const PENDING_EVERY = 50;
const HOUSE_SHARDS = 8;

/**
 * Fills the database: `members` members in all (the bench member included) and `entries` journal
 * entries from their charges. Answers the counts it wrote.
 */
export async function seedGrowth(db, { members, entries, memberName = 'bench01', log = () => {} }) {
  const perMember = Math.max(1, Math.round(entries / members));
  const started = performance.now();
  const step = (what) =>
    log(`  seed: ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  // Members: the bench member is number 0, the others 1 … members - 1, with its password.
  await db.query(
    `insert into users (username, password_hash, role, status, referral_id, bank_name, bank_account,
                        created_at)
     select 'growth' || g, (select password_hash from users where username = $1), 'user',
            'approved', 'G' || lpad(g::text, 7, '0'), 'Growth Bank', '100-' || g,
            now() - make_interval(secs => g)
     from generate_series(1, $2::int - 1) as g`,
    [memberName, members],
  );
  await db.query(
    `insert into user_platforms (user_id, name, platform_id)
     select id, 'pokerbros', 'PB' || id from users where role = 'user'
     on conflict do nothing`,
  );
  await db.query(`create temporary table growth_members (n int primary key, user_id bigint)`);
  await db.query(
    `insert into growth_members (n, user_id)
     select case when username = $1 then 0 else substr(username, 7)::int end, id
     from users where username = $1 or username like 'growth%'`,
    [memberName],
  );
  step(`${members} members`);

  // Accounts: each member's wallet, and every shard of the deposits clearing account.
  await db.query(
    `insert into ledger_accounts (code, kind, user_id, currency)
     select 'member:' || user_id || ':available', 'member_available', user_id, 'USD'
     from growth_members
     on conflict (code) do nothing`,
  );
  await db.query(
    `insert into ledger_accounts (code, kind, user_id, currency)
     select 'deposits_clearing:USD' || case when s = 0 then '' else ':' || s end,
            'deposits_clearing', null, 'USD'
     from generate_series(0, $1::int - 1) as s
     on conflict (code) do nothing`,
    [HOUSE_SHARDS],
  );
  await db.query('alter table growth_members add column account_id bigint');
  await db.query(
    `update growth_members m set account_id = a.id
     from ledger_accounts a where a.code = 'member:' || m.user_id || ':available'`,
  );

  // Charges, members in batches: each charge is a completed request, its entry and two lines.
  const membersPerBatch = Math.max(1, Math.floor(CHARGES_PER_BATCH / perMember));
  for (let first = 0; first < members; first += membersPerBatch) {
    await db.query(
      `with r as (
         insert into money_requests (user_id, kind, status, created_at, processed_at, currency,
           amount_minor, fee_minor, net_minor, converted_minor, reflected_minor, rate, reference)
         select m.user_id, 'wallet_charge', 'completed',
                now() - make_interval(days => j * 30, secs => m.n),
                now() - make_interval(days => j * 30, secs => m.n) + interval '5 minutes', 'USD',
                a.amount, 0, a.amount, a.amount, a.amount, 1,
                'C' || lpad(upper(to_hex(m.n * $3::int + j)), 7, '0')
         from growth_members m, generate_series(1, $3::int) as j,
              lateral (select 1000 + (m.n * 7 + j * 13) % 9000 as amount) a
         where m.n >= $1::int and m.n < $2::int
         returning id, user_id, amount_minor, processed_at
       ), e as (
         insert into journal_entries (kind, memo, user_id, request_id, created_at)
         select 'charge_approved', '', user_id, id, processed_at from r
         returning id, request_id
       )
       insert into journal_lines (entry_id, account_id, amount)
       select e.id, m.account_id, r.amount_minor
       from e join r on r.id = e.request_id join growth_members m on m.user_id = r.user_id
       union all
       select e.id, h.id, -r.amount_minor
       from e join r on r.id = e.request_id
       join ledger_accounts h on h.code = 'deposits_clearing:USD' ||
         case when r.id % ${HOUSE_SHARDS} = 0 then '' else ':' || (r.id % ${HOUSE_SHARDS}) end`,
      [first, first + membersPerBatch, perMember],
    );
    step(`charges of members ${first} … ${Math.min(members, first + membersPerBatch) - 1}`);
  }

  // Platform recharges (the trade history) and the pending charges (on top of the admin's list).
  await db.query(
    `insert into money_requests (user_id, kind, status, created_at, processed_at, currency,
       amount_minor, rate, platform, platform_id, reference)
     select m.user_id, 'platform_recharge', 'completed',
            now() - make_interval(days => j * 45, secs => m.n),
            now() - make_interval(days => j * 45, secs => m.n) + interval '5 minutes', 'USD',
            5000, 1, 'pokerbros', 'PB' || m.user_id,
            'T' || lpad(upper(to_hex(m.n * $1::int + j)), 7, '0')
     from growth_members m, generate_series(1, $1::int) as j`,
    [TRADES_PER_MEMBER],
  );
  await db.query(
    `insert into money_requests (user_id, kind, status, created_at, currency, amount_minor,
       fee_minor, net_minor, converted_minor, reflected_minor, rate, reference)
     select user_id, 'wallet_charge', 'pending', now() - make_interval(secs => n), 'USD', 2000, 0,
            2000, 2000, 2000, 1, 'P' || lpad(upper(to_hex(n)), 7, '0')
     from growth_members where n > 0 and (n <= $1::int or n % $2::int = 0)`,
    [PENDING_FIRST, PENDING_EVERY],
  );
  step('trades and pending charges');

  // Every balance is the sum of its lines (the bench member's opening credit included).
  await db.query(
    `update ledger_accounts a set balance = s.total
     from (select account_id, sum(amount) as total from journal_lines group by account_id) s
     where a.id = s.account_id and a.balance <> s.total`,
  );
  await db.query('drop table growth_members');
  // What autovacuum does on a live site: statistics, and the visibility map index-only scans read.
  await db.query('vacuum analyze');
  const { rows } = await db.query(
    `select (select count(*) from journal_entries)::int as entries,
            (select count(*) from journal_lines)::int as lines,
            (select count(*) from money_requests)::int as requests,
            (select count(*) from users where role = 'user')::int as members`,
  );
  step(
    `${rows[0].members} members, ${rows[0].requests} requests, ${rows[0].entries} entries, ${rows[0].lines} lines`,
  );
  return rows[0];
}
