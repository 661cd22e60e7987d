import { sql, type Kysely } from 'kysely';

/**
 * The foundation: members, sessions, rates, messages, money requests, the double-entry ledger and
 * the audit log. Plain PostgreSQL 15 DDL, so the same file runs on PGlite (18) and a real server.
 * Money rules live here too: member balances never below zero, one pending money request per
 * member, and journal and audit rows that can never be changed.
 */

const statements = [
  `create table users (
    id bigserial primary key,
    username text not null check (length(username) between 1 and 100),
    email text,
    password_hash text not null,
    money_password_hash text,
    role text not null default 'user' check (role in ('admin', 'user')),
    status text not null default 'pending'
      check (status in ('pending', 'approved', 'rejected', 'blocked')),
    real_name text not null default '',
    phone text not null default '',
    referral_id text not null check (referral_id ~ '^[A-Z0-9]{8}$'),
    recommender_id bigint references users (id),
    bank_name text,
    bank_account text,
    wallet_address text,
    peso_account_type text,
    peso_account_number text,
    language text not null default 'en' check (language in ('en', 'ko', 'zh', 'ja')),
    warnings integer not null default 0 check (warnings >= 0),
    created_at timestamptz not null default now()
  )`,
  // Usernames and emails are unique without regard to case (docs/product.md §5).
  `create unique index users_username_lower_key on users (lower(username))`,
  `create unique index users_email_lower_key on users (lower(email))`,
  `create unique index users_referral_id_key on users (referral_id)`,
  `create index users_role_status_idx on users (role, status)`,

  `create table user_platforms (
    user_id bigint not null references users (id) on delete cascade,
    name text not null check (name in ('pokerbros', 'xpoker', 'pokernex', 'ggclub')),
    platform_id text not null,
    primary key (user_id, name)
  )`,

  // Only the sha256 of a token is stored: a copy of this table opens no session.
  `create table sessions (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    role text not null check (role in ('admin', 'user')),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_id_idx on sessions (user_id)`,

  `create table exchange_rates (
    currency text primary key check (currency in ('KRW', 'PHP', 'USDT')),
    rate numeric(18, 6) not null check (rate > 0),
    available boolean not null default true,
    updated_at timestamptz not null default now()
  )`,
  `insert into exchange_rates (currency, rate, available)
    values ('KRW', 1380.5, true), ('PHP', 57.235, true), ('USDT', 1.0, true)`,

  `create table messages (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    subject text not null,
    content text not null,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`,
  `create index messages_unread_idx on messages (user_id) where read_at is null`,

  `create table money_requests (
    id bigserial primary key,
    user_id bigint not null references users (id),
    kind text not null check (kind in
      ('wallet_charge', 'wallet_withdraw', 'wallet_transfer', 'platform_recharge', 'platform_withdraw')),
    status text not null default 'pending'
      check (status in ('pending', 'completed', 'rejected', 'cancelled')),
    created_at timestamptz not null default now(),
    processed_at timestamptz,
    check ((status = 'pending') = (processed_at is null))
  )`,
  // One pending money request per member, of any kind (docs/product.md §3), held by the database.
  `create unique index money_requests_one_pending_key on money_requests (user_id)
    where status = 'pending'`,
  `create index money_requests_status_kind_idx on money_requests (status, kind)`,

  `create table ledger_accounts (
    id bigserial primary key,
    code text not null unique,
    user_id bigint references users (id),
    kind text not null check (kind in ('member_available', 'member_held', 'deposits_clearing',
      'withdrawals_clearing', 'platform', 'fee_income', 'event_bonus', 'corrections')),
    currency text not null check (currency in ('USD', 'KRW', 'PHP', 'USDT')),
    balance bigint not null default 0,
    constraint ledger_accounts_member_balance_check
      check (kind not in ('member_available', 'member_held') or balance >= 0),
    constraint ledger_accounts_member_owner_check
      check ((kind in ('member_available', 'member_held')) = (user_id is not null))
  )`,
  `create index ledger_accounts_user_id_idx on ledger_accounts (user_id)`,

  `create table journal_entries (
    id bigserial primary key,
    kind text not null,
    memo text not null default '',
    created_by bigint references users (id),
    created_at timestamptz not null default now()
  )`,
  `create table journal_lines (
    id bigserial primary key,
    entry_id bigint not null references journal_entries (id),
    account_id bigint not null references ledger_accounts (id),
    amount bigint not null check (amount <> 0)
  )`,
  `create index journal_lines_entry_id_idx on journal_lines (entry_id)`,
  `create index journal_lines_account_id_idx on journal_lines (account_id)`,

  `create table audit_log (
    id bigserial primary key,
    at timestamptz not null default now(),
    actor_id bigint references users (id),
    action text not null,
    target text not null,
    before jsonb,
    after jsonb
  )`,
  `create index audit_log_at_idx on audit_log (at)`,

  // Journal and audit rows are history: a correction is a new row, never an edit.
  `create function refuse_history_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: rows cannot be changed or removed', tg_table_name
        using errcode = 'restrict_violation';
    end
  $$`,
  ...['journal_entries', 'journal_lines', 'audit_log'].flatMap((table) => [
    `create trigger ${table}_append_only before update or delete on ${table}
      for each row execute function refuse_history_change()`,
    `create trigger ${table}_no_truncate before truncate on ${table}
      for each statement execute function refuse_history_change()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'audit_log',
    'journal_lines',
    'journal_entries',
    'ledger_accounts',
    'money_requests',
    'messages',
    'exchange_rates',
    'sessions',
    'user_platforms',
    'users',
  ];
  for (const table of tables) await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  await sql.raw('drop function if exists refuse_history_change()').execute(db);
}
