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
 */
export async function postEntry(
  trx: Transaction<Database>,
  entry: JournalEntryInput,
): Promise<{ entryId: number }> {
  const totals = checkLines(entry.lines);
  const accounts = await lockAccounts(trx, totals);

  const inserted = await trx
    .insertInto('journal_entries')
    .values({
      kind: entry.kind,
      memo: entry.memo,
      created_by: entry.createdBy,
      user_id: entry.userId ?? null,
      request_id: entry.requestId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entryId = Number(inserted.id);

  await trx
    .insertInto('journal_lines')
    .values(
      entry.lines.map((line) => ({
        entry_id: entryId,
        account_id: accountId(accounts, line.accountCode),
        amount: line.amountMinor.toString(),
      })),
    )
    .execute();

  for (const [code, change] of totals) {
    if (change === 0n) continue;
    try {
      await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql<string>`balance + ${change.toString()}::bigint` })
        .where('id', '=', accountId(accounts, code))
        .execute();
    } catch (error) {
      if (
        isCheckViolation(error) &&
        constraintName(error) === 'ledger_accounts_member_balance_check'
      ) {
        throw new LedgerError('insufficient_balance', `${code} would go below zero`);
      }
      throw error;
    }
  }
  return { entryId };
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

/**
 * Creates missing accounts and locks every account of the entry, in code order so two entries
 * touching the same accounts on PostgreSQL wait for each other instead of deadlocking.
 */
async function lockAccounts(
  trx: Transaction<Database>,
  totals: Map<string, bigint>,
): Promise<Map<string, number>> {
  const codes = [...totals.keys()].sort();
  await trx
    .insertInto('ledger_accounts')
    .values(
      codes.map((code) => {
        const identity = parseAccountCode(code);
        if (!identity) throw new LedgerError('unknown_account', `no account form ${code}`);
        return {
          code,
          kind: identity.kind,
          user_id: identity.userId,
          currency: identity.currency,
        };
      }),
    )
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .orderBy('code')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

function accountId(accounts: Map<string, number>, code: string): number {
  const id = accounts.get(code);
  if (id === undefined) throw new LedgerError('unknown_account', `account ${code} was not created`);
  return id;
}
