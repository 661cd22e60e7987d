import type { Reconciliation } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Mismatch = Reconciliation['mismatches'][number];

/**
 * Checks the ledger against itself (docs/product.md §4): every journal entry sums to zero per
 * currency, and every account's cached balance equals the sum of its journal lines. Sums are
 * taken by the database over bigint (numeric sums, no float) and compared as text of integers.
 */
export async function reconcileLedger(
  db: Kysely<Database>,
  scope: { userId?: number } = {},
): Promise<Reconciliation> {
  if (scope.userId !== undefined) return reconcileMember(db, scope.userId);
  const counted = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  const unbalanced = await unbalancedEntries(db, (query) => query);

  const drifted = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('journal_lines')
          .select(['account_id', sql<string>`sum(amount)`.as('total')])
          .groupBy('account_id')
          .as('s'),
      (join) => join.onRef('s.account_id', '=', 'a.id'),
    )
    .select([
      'a.code',
      'a.currency',
      'a.balance',
      sql<string>`coalesce(s.total, 0)::text`.as('journal'),
    ])
    .where(sql<boolean>`a.balance <> coalesce(s.total, 0)`)
    .orderBy('a.code')
    .execute();

  return answer(Number(counted.n), unbalanced, drifted);
}

/**
 * The same checks for one member, read through the indexes from their accounts: the entries that
 * move one of their accounts (each over all its lines, the house's included) and their accounts'
 * balances. Its time follows the member's own rows, not the size of the journal.
 */
async function reconcileMember(db: Kysely<Database>, userId: number): Promise<Reconciliation> {
  const accounts = db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId);
  const entries = db
    .selectFrom('journal_lines')
    .select('entry_id')
    .distinct()
    .where('account_id', 'in', accounts);
  const counted = await db
    .selectFrom(entries.as('e'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const unbalanced = await unbalancedEntries(db, (query) =>
    query.where('l.entry_id', 'in', entries),
  );
  const drifted = await db
    .selectFrom('ledger_accounts as a')
    .select([
      'a.code',
      'a.currency',
      'a.balance',
      sql<string>`coalesce((select sum(l.amount) from journal_lines l where l.account_id = a.id), 0)::text`.as(
        'journal',
      ),
    ])
    .where('a.user_id', '=', userId)
    .where(
      sql<boolean>`a.balance <> coalesce((select sum(l.amount) from journal_lines l where l.account_id = a.id), 0)`,
    )
    .orderBy('a.code')
    .execute();
  return answer(Number(counted.n), unbalanced, drifted);
}

const linesWithCurrency = (db: Kysely<Database>) =>
  db.selectFrom('journal_lines as l').innerJoin('ledger_accounts as a', 'a.id', 'l.account_id');

/**
 * The entries (of those `only` keeps) whose lines do not sum to zero per currency. A line's
 * currency is its account's: postEntry refuses a line of another currency.
 */
function unbalancedEntries(
  db: Kysely<Database>,
  only: (query: ReturnType<typeof linesWithCurrency>) => ReturnType<typeof linesWithCurrency>,
) {
  return only(linesWithCurrency(db))
    .select(['l.entry_id', 'a.currency', sql<string>`sum(l.amount)::text`.as('total')])
    .groupBy(['l.entry_id', 'a.currency'])
    .having(sql<boolean>`sum(l.amount) <> 0`)
    .orderBy('l.entry_id')
    .orderBy('a.currency')
    .execute();
}

interface Unbalanced {
  entry_id: string | number;
  currency: Mismatch['currency'];
  total: string;
}

interface Drifted {
  code: string;
  currency: Mismatch['currency'];
  balance: string;
  journal: string;
}

function answer(
  entries: number,
  unbalanced: readonly Unbalanced[],
  drifted: readonly Drifted[],
): Reconciliation {
  const mismatches: Mismatch[] = [
    ...unbalanced.map((row): Mismatch => ({
      type: 'entry_unbalanced',
      ref: `entry:${row.entry_id}`,
      currency: row.currency,
      expected: '0',
      actual: row.total,
    })),
    ...drifted.map((row): Mismatch => ({
      type: 'balance_mismatch',
      ref: row.code,
      currency: row.currency,
      expected: row.journal,
      actual: String(row.balance),
    })),
  ];
  return { ok: mismatches.length === 0, entries, mismatches };
}
