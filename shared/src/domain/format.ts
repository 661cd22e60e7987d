import { MINOR_DIGITS, toMajor, type Currency } from './money/amounts';
import { rateToNumber, type RateMicro } from './money/rates';

/**
 * Display formats for numbers, amounts and rates: the one home of these texts, for the screens
 * (in the reader's interface language, `useFormat()` in @wallet/shared/i18n) and the server's
 * messages. Pure functions (no browser API). `locale` is a BCP 47 tag, normally one of the
 * interface languages; the separators come from it, the currency codes read the same everywhere.
 */

/** Placeholder for a figure that does not apply (docs/api.md: such fields are null). */
export const NONE = '—';

const DEFAULT_LOCALE = 'en';

/** Building an Intl.NumberFormat is costly and a list formats hundreds of figures: one per kind. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const decimals = (digits: number): Intl.NumberFormatOptions => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * A figure followed by its currency code, joined by a no-break space so that the two never part
 * at the end of a line (a phone's card would otherwise show "1,234.56" and "USD" on two lines).
 */
export const withCurrency = (figure: string, currency: Currency) => `${figure}\u00a0${currency}`;

/** A whole number with thousands separators (a count of members, a length limit): "1,234". */
export function formatCount(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A percentage figure with two decimals, without the sign the text adds: 12.5 → "12.50". */
export function formatPercentFigure(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, decimals(2)).format(value);
}

/** A number with its currency's decimals, without the code: "138,050" (KRW), "1,234.50" (USD). */
export function formatFigure(
  amount: number,
  currency: Currency,
  locale: string = DEFAULT_LOCALE,
): string {
  return numberFormat(locale, decimals(MINOR_DIGITS[currency])).format(amount);
}

/** A USD amount with exactly two decimals and thousands separators: 1234.5 → "1,234.50". */
export function formatUsdAmount(amount: number, locale: string = DEFAULT_LOCALE): string {
  return formatFigure(amount, 'USD', locale);
}

/**
 * An amount in its currency's decimals with the code after it: "138,050 KRW", "98.00 USD";
 * `NONE` when the figure does not apply.
 */
export function formatAmount(
  amount: number | null,
  currency: Currency,
  locale: string = DEFAULT_LOCALE,
): string {
  return amount === null ? NONE : withCurrency(formatFigure(amount, currency, locale), currency);
}

/** An amount in integer minor units (a quote's figure) as `formatAmount` writes it. */
export function formatMinor(
  minor: bigint,
  currency: Currency,
  locale: string = DEFAULT_LOCALE,
): string {
  return formatAmount(toMajor(minor, currency), currency, locale);
}

/** A signed change of a wallet: "+10.00 USD", "−2.50 USD" (a true minus, read as one), "0.00 USD". */
export function formatSignedAmount(
  amount: number,
  currency: Currency,
  locale: string = DEFAULT_LOCALE,
): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatAmount(Math.abs(amount), currency, locale)}`;
}

/** An exchange rate as entered (up to 6 decimals, docs/product.md §1): 1380.5 → "1,380.5". */
export function formatRate(rate: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { maximumFractionDigits: 6 }).format(rate);
}

/** A rate held in millionths, as `formatRate` writes it. */
export function formatRateMicro(rate: RateMicro, locale: string = DEFAULT_LOCALE): string {
  return formatRate(rateToNumber(rate), locale);
}

/**
 * A rate given as decimal text ("1408.6735", `appliedRate`) with thousands separators, every
 * decimal kept as written (trailing zeros too, which a number would drop).
 */
export function formatRateText(text: string, locale: string = DEFAULT_LOCALE): string {
  const [whole = '0', fraction] = text.split('.');
  const grouped = numberFormat(locale, {}).format(BigInt(whole));
  if (!fraction) return grouped;
  const separator =
    numberFormat(locale, decimals(1))
      .formatToParts(0.5)
      .find((part) => part.type === 'decimal')?.value ?? '.';
  return `${grouped}${separator}${fraction}`;
}

/** The header's balance: floored to a whole dollar, with thousands separators (docs/product.md §11). */
export function formatFlooredBalance(balance: number, locale: string = DEFAULT_LOCALE): string {
  return formatCount(Math.floor(balance), locale);
}

/** True when an epoch-seconds expiry is not in the future (docs/product.md §6: the session is over). */
export function isExpiredAt(expirySeconds: number, nowMs: number): boolean {
  return expirySeconds * 1000 <= nowMs;
}

/** Every format above with its locale bound: what a screen in one language uses. */
export function numberFormatsFor(locale: string) {
  return {
    locale,
    formatCount: (value: number) => formatCount(value, locale),
    formatPercentFigure: (value: number) => formatPercentFigure(value, locale),
    formatFigure: (amount: number, currency: Currency) => formatFigure(amount, currency, locale),
    formatUsdAmount: (amount: number) => formatUsdAmount(amount, locale),
    formatAmount: (amount: number | null, currency: Currency) =>
      formatAmount(amount, currency, locale),
    formatMinor: (minor: bigint, currency: Currency) => formatMinor(minor, currency, locale),
    formatSignedAmount: (amount: number, currency: Currency) =>
      formatSignedAmount(amount, currency, locale),
    formatRate: (rate: number) => formatRate(rate, locale),
    formatRateMicro: (rate: RateMicro) => formatRateMicro(rate, locale),
    formatRateText: (text: string) => formatRateText(text, locale),
    formatFlooredBalance: (balance: number) => formatFlooredBalance(balance, locale),
  };
}

/** The formats of one language (`numberFormatsFor`). */
export type NumberFormats = ReturnType<typeof numberFormatsFor>;
