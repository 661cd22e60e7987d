import type { TFunction } from 'i18next';
import {
  platformMinimum,
  type MoneyLimits,
  type NumberFormats,
  type TransferQuote,
} from '@wallet/shared/domain';
import type { MoneyFieldParams } from '../../lib/money';
import { PLATFORM_NAMES } from '@wallet/shared/domain';

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

/** The figures the shared amount messages name, for this transfer's source currency. */
export function transferAmountParams(
  quote: TransferQuote | null,
  available: string,
  limits: MoneyLimits,
  { formatMinor }: NumberFormats,
): MoneyFieldParams {
  const currency = quote?.currency ?? 'USD';
  return {
    minimum: formatMinor(platformMinimum(currency), currency),
    maximum: formatMinor(limits.maximumUsdMinor, 'USD'),
    available,
    currency,
    digits: currency === 'KRW' ? 0 : 2,
  };
}
