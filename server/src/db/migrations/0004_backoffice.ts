import { sql, type Kysely } from 'kysely';

/**
 * The back office's reads: the history of processed money lists the ledger movements that are no
 * request (corrections, first-deposit bonuses) newest first, so journal entries are found by kind.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('create index journal_entries_kind_created_idx on journal_entries (kind, created_at desc)')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists journal_entries_kind_created_idx').execute(db);
}
