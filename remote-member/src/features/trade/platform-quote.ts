import {
  MINOR_DIGITS,
  PLATFORM_CURRENCY,
  platformMinimum,
  quotePlatformTrade,
  type ExchangeRateAnswer,
  type MoneyLimits,
  type NumberFormats,
} from '@wallet/shared/domain';
import { amountToMinor, rateFor, type MoneyFieldParams } from '../../lib/money';
import { isPlatform } from './trade-forms';

/**
 * What both trade forms derive from the chosen platform and the typed amount: its currency, the
 * quote (no fee; the platform minimum and the per-request maximum) and the figures its messages
 * name (in the reader's language). Without the KRW rate a KRW amount cannot be weighed against the maximum, so there is no
 * quote then; the server still checks.
 */
export function platformQuoteOf(
  platformValue: string,
  amountText: string,
  rates: ExchangeRateAnswer | undefined,
  limits: MoneyLimits,
  { formatMinor }: NumberFormats,
) {
  const platform = isPlatform(platformValue) ? platformValue : null;
  const currency = platform ? PLATFORM_CURRENCY[platform] : null;
  const amount = currency ? amountToMinor(amountText, currency) : null;
  const krwRate = rateFor(rates, 'KRW');
  const quote =
    platform && amount !== null && krwRate !== null
      ? quotePlatformTrade({ platform, amount, krwRate }, limits)
      : null;
  const params: MoneyFieldParams = currency
    ? {
        minimum: formatMinor(platformMinimum(currency), currency),
        maximum: formatMinor(limits.maximumUsdMinor, 'USD'),
        currency,
        digits: MINOR_DIGITS[currency],
      }
    : {};
  return { platform, currency, quote, params };
}
