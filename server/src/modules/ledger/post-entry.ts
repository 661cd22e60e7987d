import type { Currency } from '@wallet/shared/domain';
import { sql, type Transaction } from 'kysely';
import { constraintName, isCheckViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { parseAccountCode } from './accounts';
import { LedgerError } from './errors';

export interface LedgerLine {
  accountCode: string;
  currency: Currency;
  /** Minor units; positive raises the account's balance, negative lowers it. */
  amountMinor: bigint;
}

export interface JournalEntryInput {
  /** What moved, e.g. `correction`, `charge_approved`. */
  kind: string;
  memo: string;
  /** The administrator (or member) whose action this is; null for the system and the CLI. */
  createdBy: number | null;
  /** The member the entry concerns, if any (history reads it). */
  userId?: number | null;
  /** The money request that caused it, if any. */
  requestId?: number | null;
  lines: LedgerLine[];
}

/**
 * Posts one journal entry: its lines must sum to zero per currency. Accounts are created on first
 * use; their cached balances move in the same transaction, and the database refuses a member
 * balance below zero (LedgerError `insufficient_balance`). Takes a Transaction, never the outer
 * database, so the entry and whatever caused it commit or roll back together.
 *
 * One statement does it all (docs/money.md): every approval posts an entry, and its seven round
 * trips were most of an approval's time on PostgreSQL. The upsert creates a missing account,
 * locks it and moves its balance, in code order so two entries touching the same accounts wait
 * for each other instead of deadlocking; the entry and its lines (in the order given) follow.
 */
export async function postEntry(
  trx: Transaction<Database>,
  entry: JournalEntryInput,
): Promise<{ entryId: number }> {
  const totals = checkLines(entry.lines);
  const changes = [...totals.keys()].sort().map((code) => {
    const identity = parseAccountCode(code);
    if (!identity) throw new LedgerError('unknown_account', `no account form ${code}`);
    const change = (totals.get(code) ?? 0n).toString();
    return sql`(${code}, ${identity.kind}, ${identity.userId}::bigint, ${identity.currency}, ${change}::bigint)`;
  });
  const lines = entry.lines.map(
    (line, order) =>
      sql`(${line.accountCode}, ${line.amountMinor.toString()}::bigint, ${order}::int)`,
  );
  let posted;
  try {
    posted = await sql<{ id: string; overdrawn: boolean }>`
      with changes (code, kind, user_id, currency, change) as (values ${sql.join(changes)}),
      accounts as (
        -- The check applies to the row proposed before the conflict is seen, so a member
        -- account proposes no debit; a new one that should take a debit is found below.
        insert into ledger_accounts (code, kind, user_id, currency, balance)
        select code, kind, user_id, currency,
               case when kind in ('member_available', 'member_held') then greatest(change, 0)
                    else change end
        from changes
        order by code
        on conflict (code) do update
          set balance = ledger_accounts.balance
            + (select change from changes where changes.code = excluded.code)
        returning id, code, xmax = 0 as created
      ), entry as (
        insert into journal_entries (kind, memo, created_by, user_id, request_id)
        values (${entry.kind}, ${entry.memo}, ${entry.createdBy}::bigint,
                ${entry.userId ?? null}::bigint, ${entry.requestId ?? null}::bigint)
        returning id
      ), written as (
        insert into journal_lines (entry_id, account_id, amount)
        select entry.id, accounts.id, line.amount
        from (values ${sql.join(lines)}) as line (code, amount, ord)
        join accounts on accounts.code = line.code
        cross join entry
        order by line.ord
      )
      select entry.id, exists (
        select 1 from accounts join changes using (code)
        where accounts.created and changes.change < 0
          and changes.kind in ('member_available', 'member_held')
      ) as overdrawn
      from entry`.execute(trx);
  } catch (error) {
    if (
      isCheckViolation(error) &&
      constraintName(error) === 'ledger_accounts_member_balance_check'
    ) {
      throw new LedgerError('insufficient_balance', 'a member account would go below zero');
    }
    throw error;
  }
  const [row] = posted.rows;
  if (!row) throw new Error('the journal entry was not inserted');
  // A member account created by this entry has nothing to give: the transaction rolls back.
  if (row.overdrawn) {
    throw new LedgerError('insufficient_balance', 'a new member account would go below zero');
  }
  return { entryId: Number(row.id) };
}

/** Validates the lines and sums them per account; refuses an entry that does not balance. */
function checkLines(lines: LedgerLine[]): Map<string, bigint> {
  if (lines.length < 2) throw new LedgerError('empty_entry', 'an entry needs at least two lines');
  const perCurrency = new Map<Currency, bigint>();
  const perAccount = new Map<string, bigint>();
  for (const line of lines) {
    if (typeof line.amountMinor !== 'bigint' || line.amountMinor === 0n) {
      throw new LedgerError('zero_line', `a line of ${line.accountCode} moves nothing`);
    }
    const identity = parseAccountCode(line.accountCode);
    if (!identity) throw new LedgerError('unknown_account', `no account form ${line.accountCode}`);
    if (identity.currency !== line.currency) {
      throw new LedgerError(
        'currency_mismatch',
        `${line.accountCode} holds ${identity.currency}, not ${line.currency}`,
      );
    }
    perCurrency.set(line.currency, (perCurrency.get(line.currency) ?? 0n) + line.amountMinor);
    perAccount.set(line.accountCode, (perAccount.get(line.accountCode) ?? 0n) + line.amountMinor);
  }
  for (const [currency, sum] of perCurrency) {
    if (sum !== 0n) {
      throw new LedgerError('unbalanced', `the ${currency} lines sum to ${sum}, not zero`);
    }
  }
  return perAccount;
}
