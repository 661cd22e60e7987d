import { MINOR_DIGITS, type Currency } from './amounts';

/**
 * Exchange rates are USD-based (docs/product.md §1): `rates[C]` is units of C for one USD, stored with
 * up to six decimals. In arithmetic a rate is a BigInt of millionths ("micro"), so every product
 * stays exact however large it grows.
 */
export type RateMicro = bigint;
export const RATE_DECIMALS = 6;
export const RATE_SCALE = 1_000_000n;
/** USD's own rate: one. */
export const USD_RATE: RateMicro = RATE_SCALE;

const RATE_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a rate from its decimal text (a JSON number through String(n), or PostgreSQL's numeric
 * text such as "1380.500000"). Null when it is not a positive decimal with at most six decimals.
 */
export function parseRate(value: number | string): RateMicro | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = RATE_TEXT.exec(String(value).trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > RATE_DECIMALS) return null;
  const micro = BigInt(whole + trimmed.padEnd(RATE_DECIMALS, '0'));
  return micro > 0n ? micro : null;
}

/** A rate as numeric(18,6) text ("1380.500000"), written from its millionths, never a float. */
export function rateText(rate: RateMicro): string {
  const digits = rate.toString().padStart(RATE_DECIMALS + 1, '0');
  return `${digits.slice(0, -RATE_DECIMALS)}.${digits.slice(-RATE_DECIMALS)}`;
}

/** A rate back to a JSON number (exact for the rates people enter). */
export function rateToNumber(rate: RateMicro): number {
  const text = rate.toString().padStart(RATE_DECIMALS + 1, '0');
  return Number(`${text.slice(0, -RATE_DECIMALS)}.${text.slice(-RATE_DECIMALS)}`);
}

const pow10 = (digits: number) => 10n ** BigInt(digits);

/** Non-negative integer division rounded half up. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export type Rounding = 'half_up' | 'floor';

/**
 * USD cents into minor units of `currency` at `rate`. Money to be sent by the member is rounded
 * half up; money paid out or credited is rounded down, never more than its value (docs/product.md §1).
 */
export function usdToCurrency(
  usdMinor: bigint,
  currency: Currency,
  rate: RateMicro,
  rounding: Rounding,
): bigint {
  const numerator = usdMinor * rate * pow10(MINOR_DIGITS[currency]);
  const denominator = pow10(MINOR_DIGITS.USD) * RATE_SCALE;
  return rounding === 'floor' ? numerator / denominator : divideHalfUp(numerator, denominator);
}

/** Minor units of `currency` into USD cents at `rate`, rounded down to the cent. */
export function currencyToUsd(minor: bigint, currency: Currency, rate: RateMicro): bigint {
  return (minor * pow10(MINOR_DIGITS.USD) * RATE_SCALE) / (rate * pow10(MINOR_DIGITS[currency]));
}

/**
 * The rate a member is shown with the fee folded in (docs/product.md §1): units of `currency` per
 * USD, e.g. converted ÷ reflected on a charge. Four decimals, as text, for display only.
 */
export function appliedRate(convertedMinor: bigint, currency: Currency, usdMinor: bigint): string {
  if (usdMinor <= 0n) return '0.0000';
  const scaled = divideHalfUp(
    convertedMinor * pow10(MINOR_DIGITS.USD) * 10_000n,
    usdMinor * pow10(MINOR_DIGITS[currency]),
  );
  const text = scaled.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}
