import { toMajor, type JournalEntry } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * One journal entry as the back office shows it: who posted it (username), and each line with its
 * account code, currency and amount in major units. Undefined when there is no such entry.
 */
export async function findJournalEntry(
  db: Kysely<Database>,
  entryId: number,
): Promise<JournalEntry | undefined> {
  const entry = await db
    .selectFrom('journal_entries as e')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select(['e.id', 'e.kind', 'e.memo', 'e.created_at', 'u.username as created_by'])
    .where('e.id', '=', entryId)
    .executeTakeFirst();
  if (!entry) return undefined;
  const lines = await db
    .selectFrom('journal_lines as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['a.code', 'a.currency', 'l.amount'])
    .where('l.entry_id', '=', entryId)
    .orderBy('l.id')
    .execute();
  return {
    id: Number(entry.id),
    kind: entry.kind,
    memo: entry.memo,
    createdBy: entry.created_by,
    createdAt: entry.created_at.toISOString(),
    lines: lines.map((line) => ({
      account: line.code,
      currency: line.currency,
      amount: toMajor(BigInt(line.amount), line.currency),
    })),
  };
}
