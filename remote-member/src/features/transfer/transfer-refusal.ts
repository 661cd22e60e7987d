import type { TFunction } from 'i18next';
import {
  MINOR_DIGITS,
  placeCurrency,
  platformMinimum,
  PLATFORM_NAMES,
  type MoneyLimits,
  type NumberFormats,
  type TransferPlace,
  type TransferQuote,
} from '@wallet/shared/domain';
import type { MoneyFieldParams } from '../../lib/money';

/**
 * The amount field's text for a transfer the quote refuses as too small: which end's minimum it
 * misses (docs/product.md §2: 1,000 won on a KRW platform, 1.00 USD on a USD one), and what would
 * arrive. Null for the other refusals, which read the same as on every money form.
 */
export function transferMinimumMessage(
  quote: TransferQuote,
  t: TFunction<'money'>,
  { formatMinor }: NumberFormats,
): string | null {
  if (quote.refusal !== 'amount_below_minimum') return null;
  const { from, to, currency, targetCurrency } = quote;
  if (from !== 'wallet' && quote.amount < platformMinimum(currency)) {
    return t('fieldErrors.leavesBelowMinimum', {
      platform: PLATFORM_NAMES[from],
      minimum: formatMinor(platformMinimum(currency), currency),
    });
  }
  if (to !== 'wallet') {
    return t('fieldErrors.reachesBelowMinimum', {
      platform: PLATFORM_NAMES[to],
      minimum: formatMinor(platformMinimum(targetCurrency), targetCurrency),
      expected: formatMinor(quote.expected, targetCurrency),
    });
  }
  return null;
}

/**
 * The figures the shared amount messages name, for the amount as typed in the source's currency
 * (known from the chosen ends even while the text is no amount yet, so a decimals message names
 * KRW for a won platform). The minimum is the end's that binds: the source platform's, else the
 * target platform's in its own currency (a USD amount to a won platform must bring 1,000 won).
 */
export function transferAmountParams(
  places: { from: TransferPlace | null; to: TransferPlace | null },
  available: string,
  limits: MoneyLimits,
  { formatMinor }: NumberFormats,
): MoneyFieldParams {
  const currency = places.from ? placeCurrency(places.from) : 'USD';
  const binding = places.from !== 'wallet' || !places.to ? currency : placeCurrency(places.to);
  return {
    minimum: formatMinor(platformMinimum(binding), binding),
    maximum: formatMinor(limits.maximumUsdMinor, 'USD'),
    available,
    currency,
    digits: MINOR_DIGITS[currency],
  };
}
