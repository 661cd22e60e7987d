import { sql, type Kysely } from 'kysely';

/**
 * Accounts: email verification codes, password reset tokens, the withdrawal-password lock,
 * warnings with their history, abuse counters shared by every API process, and server settings.
 * Codes and tokens are stored only as hashes.
 */

const statements = [
  // One live code per address (a new request replaces it); `verified_at` is set by a right code
  // and consumed by the registration that uses it.
  `create table email_codes (
    email text primary key check (email = lower(email)),
    code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
    expires_at timestamptz not null,
    tries_left integer not null check (tries_left >= 0),
    verified_at timestamptz,
    created_at timestamptz not null default now()
  )`,

  `create table password_reset_tokens (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id)`,

  // Five wrong withdrawal passwords in a row lock what needs it for 30 minutes (docs/product.md §6).
  `alter table users
    add column money_password_failures integer not null default 0
      check (money_password_failures >= 0),
    add column money_password_locked_until timestamptz`,

  // `users.warnings` is the live count; this is who gave which warning and why, kept after clearing.
  `create table member_warnings (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    reason text not null check (length(reason) between 1 and 500),
    created_by bigint references users (id),
    created_at timestamptz not null default now(),
    cleared_at timestamptz
  )`,
  `create index member_warnings_user_id_idx on member_warnings (user_id)`,

  // One row per counted attempt: `subject` is e.g. `ip:203.0.113.7` or `user:alice`.
  `create table rate_limit_hits (
    id bigserial primary key,
    action text not null,
    subject text not null,
    at timestamptz not null
  )`,
  `create index rate_limit_hits_key_idx on rate_limit_hits (action, subject, at)`,
  `create index rate_limit_hits_at_idx on rate_limit_hits (at)`,

  `create table settings (
    key text primary key,
    value text not null
  )`,

  // The list's order and its search: newest first, username or real name.
  `create index users_created_at_idx on users (created_at desc, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'rate_limit_hits',
    'member_warnings',
    'password_reset_tokens',
    'email_codes',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
  await sql.raw('drop index if exists users_created_at_idx').execute(db);
  await sql
    .raw(
      'alter table users drop column if exists money_password_failures, drop column if exists money_password_locked_until',
    )
    .execute(db);
}
