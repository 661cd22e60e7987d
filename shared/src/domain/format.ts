/**
 * Display formats for amounts and rates. Pure functions (no browser API) so the server's mails and
 * the screens show the same text.
 */

/** A USD amount with exactly two decimals and thousands separators: 1234.5 → "1,234.50". */
export function formatUsdAmount(amount: number): string {
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** An exchange rate as entered (up to 6 decimals, docs/product.md §1): 1380.5 → "1,380.5". */
export function formatRate(rate: number): string {
  return rate.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** True when an epoch-seconds expiry is not in the future (docs/product.md §6: the session is over). */
export function isExpiredAt(expirySeconds: number, nowMs: number): boolean {
  return expirySeconds * 1000 <= nowMs;
}

/** The header's balance: floored to a whole dollar, with thousands separators (docs/product.md §11). */
export function formatFlooredBalance(balance: number): string {
  return Math.floor(balance).toLocaleString('en-US');
}
