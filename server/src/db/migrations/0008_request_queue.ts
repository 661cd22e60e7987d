import { sql, type Kysely } from 'kysely';

/**
 * The back office's list of money requests is read in one order: pending first, then newest
 * (modules/money-requests/queries.ts). An index in exactly that order lets a page stop after its
 * rows instead of sorting every request ever made (docs/benchmarks.md "Growth").
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create index money_requests_queue_idx
        on money_requests ((status = 'pending') desc, created_at desc, id desc)`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists money_requests_queue_idx').execute(db);
}
