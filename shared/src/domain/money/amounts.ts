/** Currencies the product knows. USD is the wallet; the others are payment or platform currencies. */
export const CURRENCIES = ['USD', 'KRW', 'PHP', 'USDT'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The wallet's own currency: amounts in it need no conversion and no exchange-rate line. */
export const WALLET_CURRENCY: Currency = 'USD';

/** Whether a request in `currency` converts at all (a USD charge does not; KRW, PHP, USDT do). */
export const convertsFromWallet = (currency: Currency): boolean => currency !== WALLET_CURRENCY;

/**
 * Whether a transfer converts: one of its ends is not in USD (a KRW platform). Between USD places
 * there is no rate to show and the amount is its own USD value.
 */
export const transferConverts = (currency: Currency, targetCurrency: Currency): boolean =>
  convertsFromWallet(currency) || convertsFromWallet(targetCurrency);

/** Digits after the decimal point of each currency's minor unit (docs/product.md §1). */
export const MINOR_DIGITS: Record<Currency, number> = { USD: 2, KRW: 0, PHP: 2, USDT: 2 };

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Turns a JSON number in major units into integer minor units, exactly.
 * Reads the number's shortest decimal text (String(n)) instead of multiplying a float,
 * so 0.1 + 0.2 style errors never reach an amount. Returns null when the number has more
 * decimals than the currency allows or is not a plain finite decimal.
 */
export function toMinor(amount: number, currency: Currency): bigint | null {
  if (!Number.isFinite(amount)) return null;
  const match = DECIMAL_TEXT.exec(String(amount));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const digits = MINOR_DIGITS[currency];
  if (fraction.length > digits) return null;
  const minor = BigInt((whole ?? '0') + fraction.padEnd(digits, '0'));
  return sign === '-' ? -minor : minor;
}

/** Integer minor units back to a JSON number in major units (exact for amounts below 2^53 minor units). */
export function toMajor(minor: bigint, currency: Currency): number {
  const digits = MINOR_DIGITS[currency];
  if (digits === 0) return Number(minor);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const major = `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return Number(negative ? `-${major}` : major);
}
