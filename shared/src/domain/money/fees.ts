import type { Currency } from './amounts';
import { divideHalfUp } from './rates';

/** The flows that carry a fee (docs/product.md §14, §2). Platform trade has none. */
export type FeeKind = 'wallet_charge' | 'wallet_withdraw' | 'wallet_transfer';

const BASIS_POINTS = 10_000n;

/** The fee in basis points: 3% on KRW withdrawals, 2% on everything else that has a fee. */
export function feeBasisPoints(kind: FeeKind, currency: Currency): bigint {
  return kind === 'wallet_withdraw' && currency === 'KRW' ? 300n : 200n;
}

/** The fee on a USD amount in cents, rounded half up to the cent, so fee + net = amount exactly. */
export function feeFor(kind: FeeKind, currency: Currency, usdMinor: bigint): bigint {
  return divideHalfUp(usdMinor * feeBasisPoints(kind, currency), BASIS_POINTS);
}

/** The fee as a percentage for labels: 2 or 3. */
export function feePercent(kind: FeeKind, currency: Currency): number {
  return Number(feeBasisPoints(kind, currency)) / 100;
}
