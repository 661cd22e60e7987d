import { toMinor, type Currency } from '@wallet/shared/domain';
import { HttpError } from '../../http/errors';

/**
 * A body's amount in minor units of its currency, read from its decimal text (docs/product.md §1).
 * The body schemas already refuse other decimals; this keeps the service safe on its own.
 */
export function amountMinor(amount: number, currency: Currency): bigint {
  const minor = toMinor(amount, currency);
  if (minor === null || minor <= 0n) {
    throw new HttpError(422, 'validation_failed', 'The amount is not valid', { amount: 'invalid' });
  }
  return minor;
}
