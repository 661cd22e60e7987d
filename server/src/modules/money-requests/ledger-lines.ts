import { PLATFORM_CURRENCY, type Currency, type Platform } from '@wallet/shared/domain';
import {
  houseAccount,
  memberAvailable,
  memberHeld,
  platformAccount,
  type LedgerLine,
} from '../ledger';
import type { MoneyRequestRow } from './present';

/*
 * The journal lines of every money movement (docs/product.md §4). Each set sums to zero per
 * currency: where money changes currency, the clearing accounts of both currencies take the two
 * sides (deposits_clearing for money coming in, withdrawals_clearing for money going out). House
 * accounts take the shard of the request's id (ledger/accounts.ts), so approvals do not queue on
 * one row.
 */

const line = (accountCode: string, currency: Currency, amountMinor: bigint): LedgerLine => ({
  accountCode,
  currency,
  amountMinor,
});

/** Lines that move nothing are left out (the ledger refuses them). */
const moving = (lines: LedgerLine[]) => lines.filter((item) => item.amountMinor !== 0n);

const minor = (value: string | null) => (value === null ? 0n : BigInt(value));

/** Available → held when a withdrawal or a wallet → platform transfer is made. */
export const holdLines = (userId: number, amount: bigint) => [
  line(memberAvailable(userId), 'USD', -amount),
  line(memberHeld(userId), 'USD', amount),
];

/** Held → available when such a request is rejected or cancelled. */
export const releaseLines = (userId: number, amount: bigint) => [
  line(memberHeld(userId), 'USD', -amount),
  line(memberAvailable(userId), 'USD', amount),
];

/** A charge approved: the member gets the reflected amount, the house the fee. */
export function chargeApprovedLines(userId: number, row: MoneyRequestRow): LedgerLine[] {
  return moving([
    line(memberAvailable(userId), 'USD', minor(row.reflected_minor)),
    line(houseAccount('fee_income', 'USD', Number(row.id)), 'USD', minor(row.fee_minor)),
    line(
      houseAccount('deposits_clearing', 'USD', Number(row.id)),
      'USD',
      -BigInt(row.amount_minor),
    ),
  ]);
}

/** A withdrawal paid: the held amount leaves, the fee stays with the house, the net goes out. */
export function withdrawalPaidLines(userId: number, row: MoneyRequestRow): LedgerLine[] {
  return moving([
    line(memberHeld(userId), 'USD', -BigInt(row.held_minor)),
    line(houseAccount('fee_income', 'USD', Number(row.id)), 'USD', minor(row.fee_minor)),
    line(houseAccount('withdrawals_clearing', 'USD', Number(row.id)), 'USD', minor(row.net_minor)),
  ]);
}

/** The lines of one side of a transfer: the wallet or a platform, USD or KRW. */
function sourceLines(userId: number, row: MoneyRequestRow): LedgerLine[] {
  const amount = BigInt(row.amount_minor);
  const value = minor(row.converted_minor);
  const from = row.from_place;
  if (from === null || from === 'wallet') return [line(memberHeld(userId), 'USD', -amount)];
  return platformSide(from, -amount, -value, 'deposits_clearing', Number(row.id));
}

function targetLines(userId: number, row: MoneyRequestRow): LedgerLine[] {
  const expected = minor(row.expected_minor);
  const net = minor(row.net_minor);
  const to = row.to_place;
  if (to === null || to === 'wallet') return [line(memberAvailable(userId), 'USD', expected)];
  return platformSide(to, expected, net, 'withdrawals_clearing', Number(row.id));
}

/**
 * A platform's side: its account moves by `amount` in its currency; a KRW platform's won are
 * exchanged against `usdValue` through the clearing accounts of both currencies.
 */
function platformSide(
  platform: Platform,
  amount: bigint,
  usdValue: bigint,
  clearing: 'deposits_clearing' | 'withdrawals_clearing',
  shardKey: number,
): LedgerLine[] {
  const currency = PLATFORM_CURRENCY[platform];
  if (currency === 'USD') return [line(platformAccount(platform), 'USD', amount)];
  return [
    line(platformAccount(platform), currency, amount),
    line(houseAccount(clearing, currency, shardKey), currency, -amount),
    line(houseAccount(clearing, 'USD', shardKey), 'USD', usdValue),
  ];
}

/**
 * A transfer completed: the source gives the amount (its USD value), the house keeps the fee, the
 * target gets the expected amount. Wallet → platform takes the held money; platform → wallet
 * credits the wallet; between platforms the wallet does not move.
 */
export function transferCompletedLines(userId: number, row: MoneyRequestRow): LedgerLine[] {
  return moving([
    ...sourceLines(userId, row),
    line(houseAccount('fee_income', 'USD', Number(row.id)), 'USD', minor(row.fee_minor)),
    ...targetLines(userId, row),
  ]);
}

/** The first-deposit bonus: from the event budget (the charge's shard) to the member's wallet. */
export const bonusLines = (userId: number, bonus: bigint, requestId: number) => [
  line(houseAccount('event_bonus', 'USD', requestId), 'USD', -bonus),
  line(memberAvailable(userId), 'USD', bonus),
];
