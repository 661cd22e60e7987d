import {
  amountCurrencyOf,
  rateToNumber,
  parseRate,
  toMajor,
  type Currency,
  type MoneyRequest,
  type PayoutAccount,
} from '@wallet/shared/domain';
import type { Selectable } from 'kysely';
import type { MoneyRequestsTable } from '../../db/schema';

/** A request row with its member's username, as the list and detail queries select it. */
export type MoneyRequestRow = Selectable<MoneyRequestsTable> & { username: string };

const major = (minor: string | null, currency: Currency | null) =>
  minor === null || currency === null ? null : toMajor(BigInt(minor), currency);

/** The payout account a withdrawal stored when it was made; null for other kinds. */
function payoutAccountOf(row: MoneyRequestRow): PayoutAccount | null {
  if (row.payout_kind === null || row.payout_account === null) return null;
  return {
    kind: row.payout_kind,
    label: row.payout_label,
    account: row.payout_account,
    holder: row.payout_holder ?? '',
  };
}

/** The columns that store a payout account on its request. */
export const payoutColumns = (account: PayoutAccount) => ({
  payout_kind: account.kind,
  payout_label: account.label,
  payout_account: account.account,
  payout_holder: account.holder,
});

/**
 * The request object of docs/api.md from a stored row. Each figure is in the currency the contract
 * says: `amount` in USD for wallet charges and withdrawals, otherwise in `currency`; the fee and
 * the net amount in USD; the converted amount in the payment currency (charges, withdrawals) or
 * in USD (a transfer's value); the expected amount in the target's currency.
 */
export function presentRequest(row: MoneyRequestRow): MoneyRequest {
  const amountCurrency = amountCurrencyOf(row.kind, row.currency);
  // A charge's or withdrawal's converted amount is in its payment currency; a transfer's is its
  // value in USD.
  const convertedCurrency: Currency = row.kind === 'wallet_transfer' ? 'USD' : row.currency;
  const rate = row.rate === null ? null : parseRate(row.rate);
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    username: row.username,
    currency: row.currency,
    amount: toMajor(BigInt(row.amount_minor), amountCurrency),
    fee: major(row.fee_minor, 'USD'),
    netAmount: major(row.net_minor, 'USD'),
    convertedAmount: major(row.converted_minor, convertedCurrency),
    reflectedAmount: major(row.reflected_minor, 'USD'),
    expectedAmount: major(row.expected_minor, row.target_currency),
    rate: rate === null ? null : rateToNumber(rate),
    direction: row.direction,
    from: row.from_place,
    to: row.to_place,
    wallet: major(row.wallet_change_minor, 'USD'),
    recordType: row.record_type,
    platform: row.platform,
    platformId: row.platform_id,
    reference: row.reference,
    depositorName: row.depositor_name,
    txId: row.tx_id,
    userMemo: row.user_memo,
    adminMemo: row.admin_memo,
    payoutAccount: payoutAccountOf(row),
    requestedAt: row.created_at.toISOString(),
    processedAt: row.processed_at ? row.processed_at.toISOString() : null,
  };
}
