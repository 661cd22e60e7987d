import { divideHalfUp } from './rates';

/** First-deposit event: only charges of 100 to 5,000 USD qualify (docs/product.md §12). */
export const FIRST_DEPOSIT_MINIMUM_USD_MINOR = 10_000n;
export const FIRST_DEPOSIT_MAXIMUM_USD_MINOR = 500_000n;

/**
 * The first-deposit bonus in USD cents (docs/product.md §7): amount × percent, half up to the cent;
 * 0 when the amount is outside 100–5,000 USD. `percentHundredths` is the percent with two
 * decimals as an integer (12.5% → 1250), as events store it.
 */
export function firstDepositBonus(amountMinor: bigint, percentHundredths: bigint): bigint {
  if (amountMinor < FIRST_DEPOSIT_MINIMUM_USD_MINOR) return 0n;
  if (amountMinor > FIRST_DEPOSIT_MAXIMUM_USD_MINOR) return 0n;
  return divideHalfUp(amountMinor * percentHundredths, 10_000n);
}
