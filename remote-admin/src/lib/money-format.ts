import { MINOR_DIGITS, type Currency } from '@wallet/shared/domain';

/** Placeholder for a figure that does not apply to a row (docs/api.md: such fields are null). */
export const NONE = '—';

const number = (amount: number, currency: Currency) =>
  amount.toLocaleString('en-US', {
    minimumFractionDigits: MINOR_DIGITS[currency],
    maximumFractionDigits: MINOR_DIGITS[currency],
  });

/**
 * An amount in its currency's own decimals with the code after it: "138,050 KRW", "98.00 USD".
 * Codes and digits read the same in every language, so they are not in the texts.
 */
export function formatAmount(amount: number | null, currency: Currency): string {
  return amount === null ? NONE : `${number(amount, currency)} ${currency}`;
}

/** A signed change of a wallet: "+10.00 USD", "−2.50 USD" (a true minus, read as one). */
export function formatSignedAmount(amount: number, currency: Currency): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${number(Math.abs(amount), currency)} ${currency}`;
}
