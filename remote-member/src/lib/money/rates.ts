import {
  parseRate,
  USD_RATE,
  type Currency,
  type ExchangeRateAnswer,
  type RateMicro,
} from '@wallet/shared/domain';

/**
 * The rate of a currency from GET /exchange-rate, exact (parseRate), or null when the server has
 * none (USDT during exchange maintenance) or the rates are not loaded. USD is always one.
 */
export function rateFor(
  answer: ExchangeRateAnswer | undefined,
  currency: Currency,
): RateMicro | null {
  if (currency === 'USD') return USD_RATE;
  const rate = answer?.rates[currency];
  return rate === undefined ? null : parseRate(rate);
}
