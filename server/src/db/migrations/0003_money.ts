import { sql, type Kysely } from 'kysely';

/**
 * Money: the figures of every request, deposit addresses, auto-message templates, events (for the
 * first-deposit bonus), idempotency keys, and the link from a journal entry to its member and
 * request. Every figure is an integer in its currency's minor unit (docs/product.md §1); a request
 * keeps the rate and the figures it was made with, and approval applies exactly those.
 */

const statements = [
  `alter table money_requests
    add column currency text not null check (currency in ('USD', 'KRW', 'PHP', 'USDT')),
    add column amount_minor bigint not null check (amount_minor > 0),
    add column fee_minor bigint check (fee_minor >= 0),
    add column net_minor bigint check (net_minor >= 0),
    add column converted_minor bigint check (converted_minor >= 0),
    add column reflected_minor bigint check (reflected_minor >= 0),
    add column expected_minor bigint check (expected_minor >= 0),
    add column target_currency text check (target_currency in ('USD', 'KRW', 'PHP', 'USDT')),
    add column rate numeric(18, 6) check (rate > 0),
    add column direction text
      check (direction in ('wallet_to_platform', 'platform_to_wallet', 'platform_to_platform')),
    add column from_place text,
    add column to_place text,
    add column wallet_change_minor bigint,
    add column record_type text check (record_type in ('deposit', 'withdrawal', 'exchange')),
    add column platform text check (platform in ('pokerbros', 'xpoker', 'pokernex', 'ggclub')),
    add column platform_id text,
    add column reference text,
    add column depositor_name text,
    add column tx_id text,
    add column user_memo text,
    add column admin_memo text,
    add column processed_by bigint references users (id),
    add column held_minor bigint not null default 0 check (held_minor >= 0),
    add constraint money_requests_rejected_memo_check
      check (status <> 'rejected' or length(coalesce(admin_memo, '')) > 0),
    add constraint money_requests_transfer_check
      check ((kind = 'wallet_transfer') = (direction is not null))`,
  `create unique index money_requests_reference_key on money_requests (reference)
    where reference is not null`,
  `create index money_requests_user_created_idx on money_requests (user_id, created_at desc)`,
  `create index money_requests_created_idx on money_requests (created_at desc, id desc)`,
  `create index money_requests_processed_idx on money_requests (processed_at desc)
    where processed_at is not null`,

  // The member concerned and the request that caused an entry, for history and reconciliation.
  `alter table journal_entries
    add column user_id bigint references users (id),
    add column request_id bigint references money_requests (id)`,
  `create index journal_entries_user_id_idx on journal_entries (user_id)`,
  `create index journal_entries_request_id_idx on journal_entries (request_id)`,

  // At most one active address per currency: activating one deactivates the other (docs/product.md §7).
  `create table deposit_addresses (
    id bigserial primary key,
    currency text not null check (currency in ('USD', 'KRW', 'PHP', 'USDT')),
    label text not null check (length(label) between 1 and 60),
    account text not null check (length(account) between 1 and 120),
    holder text not null check (length(holder) between 1 and 60),
    active boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create unique index deposit_addresses_one_active_key on deposit_addresses (currency)
    where active`,

  `create table message_templates (
    template_key text primary key check (template_key in
      ('recharge_request', 'request_completed', 'request_rejected', 'request_cancelled')),
    label text not null,
    content text not null,
    updated_at timestamptz not null default now()
  )`,
  `insert into message_templates (template_key, label, content) values
    ('recharge_request', 'Charge request received',
     'Hello {{username}}, we received your request to charge {{amount}} USD. Please send {{converted}} {{currency}} to {{address}} with the reference {{reference}}. Your wallet is credited once we confirm the deposit.'),
    ('request_completed', 'Request completed',
     'Hello {{username}}, your {{kind}} request of {{amount}} {{currency}} has been completed.'),
    ('request_rejected', 'Request rejected',
     'Hello {{username}}, your {{kind}} request of {{amount}} {{currency}} was rejected: {{memo}}. Any amount held has been returned to your wallet.'),
    ('request_cancelled', 'Request cancelled',
     'Hello {{username}}, your {{kind}} request of {{amount}} {{currency}} was cancelled. Any amount held has been returned to your wallet.')`,

  `create table events (
    id bigserial primary key,
    type text not null check (type in ('popup', 'first_deposit')),
    title text not null check (length(title) between 1 and 200),
    content text not null default '',
    image_url text,
    bonus_percent numeric(5, 2) check (bonus_percent between 0 and 100),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (ends_at > starts_at),
    check ((type = 'first_deposit') = (bonus_percent is not null))
  )`,
  `create index events_live_idx on events (type, active, starts_at, ends_at)`,

  // Once per member, held by the primary key (docs/product.md §7).
  `create table first_deposit_bonuses (
    user_id bigint primary key references users (id),
    request_id bigint not null references money_requests (id),
    event_id bigint not null references events (id),
    entry_id bigint not null references journal_entries (id),
    amount_minor bigint not null check (amount_minor > 0),
    created_at timestamptz not null default now()
  )`,

  // Stored with the effect, in the same transaction, and kept at least 24 hours (docs/product.md §10).
  `create table idempotency_keys (
    user_id bigint not null references users (id),
    key text not null check (length(key) between 1 and 200),
    body_hash text not null check (body_hash ~ '^[0-9a-f]{64}$'),
    status_code integer not null,
    answer jsonb not null,
    created_at timestamptz not null default now(),
    primary key (user_id, key)
  )`,
  `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'first_deposit_bonuses',
    'events',
    'message_templates',
    'deposit_addresses',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql
    .raw(
      'alter table journal_entries drop column if exists request_id, drop column if exists user_id',
    )
    .execute(db);
  await sql
    .raw(
      `alter table money_requests ${[
        'currency',
        'amount_minor',
        'fee_minor',
        'net_minor',
        'converted_minor',
        'reflected_minor',
        'expected_minor',
        'target_currency',
        'rate',
        'direction',
        'from_place',
        'to_place',
        'wallet_change_minor',
        'record_type',
        'platform',
        'platform_id',
        'reference',
        'depositor_name',
        'tx_id',
        'user_memo',
        'admin_memo',
        'processed_by',
        'held_minor',
      ]
        .map((column) => `drop column if exists ${column}`)
        .join(', ')}`,
    )
    .execute(db);
}
