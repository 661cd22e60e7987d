import { sql, type Kysely } from 'kysely';

/**
 * Communication (docs/communication.md): messages an administrator sends, notices, one-to-one
 * inquiries; the payout account a withdrawal pays to (docs/money.md); indexes for the inbox and
 * the audit page's filters. Plain PostgreSQL 15 DDL, as every migration, so PGlite runs it too.
 */

const statements = [
  // One row per message an administrator sent; every recipient's copy is a `messages` row that
  // points here, so read counts come from messages.read_at and nothing is counted twice.
  `create table message_broadcasts (
    id bigserial primary key,
    sender_id bigint not null references users (id),
    subject text not null check (length(subject) between 1 and 200),
    content text not null,
    audience text not null check (audience in ('all', 'selected')),
    recipient_count integer not null check (recipient_count >= 0),
    created_at timestamptz not null default now()
  )`,
  `create index message_broadcasts_created_idx on message_broadcasts (created_at desc, id desc)`,
  `alter table messages add column broadcast_id bigint references message_broadcasts (id)`,
  // Auto-messages have no broadcast: only the sent ones are indexed.
  `create index messages_broadcast_id_idx on messages (broadcast_id)
    where broadcast_id is not null`,
  `create index messages_inbox_idx on messages (user_id, created_at desc, id desc)`,

  `create table notices (
    id bigserial primary key,
    title text not null check (length(title) between 1 and 200),
    content text not null,
    pinned boolean not null default false,
    created_by bigint references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index notices_list_idx on notices (pinned desc, created_at desc, id desc)`,

  `create table inquiries (
    id bigserial primary key,
    user_id bigint not null references users (id),
    category text not null
      check (category in ('money', 'account', 'platform', 'download', 'etc')),
    title text not null check (length(title) between 1 and 200),
    content text not null default '',
    status text not null default 'pending' check (status in ('pending', 'answered')),
    answer text,
    answered_by bigint references users (id),
    answered_at timestamptz,
    created_at timestamptz not null default now(),
    constraint inquiries_answer_check
      check ((status = 'answered') = (answer is not null and answered_at is not null))
  )`,
  // One unanswered inquiry per member, held by the database so parallel posts cannot both pass.
  `create unique index inquiries_one_pending_key on inquiries (user_id) where status = 'pending'`,
  `create index inquiries_status_created_idx on inquiries (status, created_at desc)`,
  `create index inquiries_user_created_idx on inquiries (user_id, created_at desc)`,

  // The account a withdrawal pays to, as it was when requested (the member may change theirs later).
  `alter table money_requests
    add column payout_kind text check (payout_kind in ('bank', 'peso', 'usdt')),
    add column payout_label text,
    add column payout_account text,
    add column payout_holder text,
    add constraint money_requests_payout_check
      check ((payout_kind is null) = (payout_account is null))`,

  // The audit page filters by action, newest first; audit_log_at_idx (at) already serves the
  // unfiltered list, read backwards.
  `create index audit_log_action_at_idx on audit_log (action, at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists audit_log_action_at_idx').execute(db);
  await sql
    .raw(
      `alter table money_requests drop constraint if exists money_requests_payout_check, ${[
        'payout_kind',
        'payout_label',
        'payout_account',
        'payout_holder',
      ]
        .map((column) => `drop column if exists ${column}`)
        .join(', ')}`,
    )
    .execute(db);
  await sql.raw('drop table if exists inquiries').execute(db);
  await sql.raw('drop table if exists notices').execute(db);
  await sql.raw('drop index if exists messages_inbox_idx').execute(db);
  await sql.raw('alter table messages drop column if exists broadcast_id').execute(db);
  await sql.raw('drop table if exists message_broadcasts').execute(db);
}
