import {
  formatKstDateTime,
  MINOR_DIGITS,
  toMajor,
  type Currency,
  type HistoryRow,
} from '@wallet/shared/domain';
import type { CsvValue } from '../../http/csv';
import type { HistoryRecord } from './queries';

/** A history row of the API from the database's record. */
export function presentHistoryRow(record: HistoryRecord): HistoryRow {
  return {
    id: `${record.source}:${record.ref_id}`,
    at: record.at.toISOString(),
    kind: record.kind,
    status: record.status,
    username: record.username,
    currency: record.currency,
    amount: toMajor(BigInt(record.amount_minor), record.currency),
    fee: record.fee_minor === null ? null : toMajor(BigInt(record.fee_minor), 'USD'),
    walletChange: toMajor(BigInt(record.wallet_change_minor), 'USD'),
    memo: record.memo,
    processedBy: record.processed_by,
  };
}

/** Minor units as exact decimal text with the currency's digits: 9800n USD → "98.00". */
function decimalText(minor: bigint, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const sign = minor < 0n ? '-' : '';
  const text = (minor < 0n ? -minor : minor).toString().padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${text}`
    : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const HISTORY_CSV_HEADER = [
  'id',
  'at',
  'atKst',
  'kind',
  'status',
  'username',
  'currency',
  'amount',
  'fee',
  'walletChange',
  'memo',
  'processedBy',
] as const;

/** A CSV line of the history: the API's fields, amounts as exact text, and the time in KST. */
export function historyCsvRow(record: HistoryRecord): CsvValue[] {
  const at = record.at.toISOString();
  return [
    `${record.source}:${record.ref_id}`,
    at,
    `${formatKstDateTime(at)} KST`,
    record.kind,
    record.status,
    record.username,
    record.currency,
    decimalText(BigInt(record.amount_minor), record.currency),
    record.fee_minor === null ? null : decimalText(BigInt(record.fee_minor), 'USD'),
    decimalText(BigInt(record.wallet_change_minor), 'USD'),
    record.memo,
    record.processed_by,
  ];
}
