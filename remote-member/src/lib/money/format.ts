import {
  MINOR_DIGITS,
  rateToNumber,
  toMajor,
  type Currency,
  type RateMicro,
} from '@wallet/shared/domain';

/*
 * Amounts as the money screens show them: the number with its currency's decimals and thousands
 * separators, then the code ("138,050 KRW", "2.00 USD"). Codes read the same in every language,
 * so they are not in the texts.
 */

export function formatAmount(amount: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency];
  const number = amount.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${number} ${currency}`;
}

/** A figure of a quote (integer minor units) as text. */
export function formatMinor(minor: bigint, currency: Currency): string {
  return formatAmount(toMajor(minor, currency), currency);
}

/** A signed USD change of the wallet: "+7.10 USD", "−50.00 USD". */
export function formatSignedUsd(amount: number): string {
  if (amount === 0) return formatAmount(0, 'USD');
  return `${amount > 0 ? '+' : '−'}${formatAmount(Math.abs(amount), 'USD')}`;
}

/** A rate as entered, up to six decimals: 1380.5 → "1,380.5". */
export function formatRateNumber(rate: number): string {
  return rate.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

export const formatRateMicro = (rate: RateMicro) => formatRateNumber(rateToNumber(rate));

/** appliedRate's text ("1408.6735") with thousands separators. */
export function formatRateText(text: string): string {
  const [whole = '0', fraction] = text.split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
