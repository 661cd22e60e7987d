import {
  toMajor,
  type MoneyErrorCode,
  type MoneyLimits,
  type QuoteRefusal,
} from '@wallet/shared/domain';
import { HttpError } from '../../http/errors';

/** The status and readable text of each refusal of a money call (docs/api.md). */
const REFUSALS: Record<MoneyErrorCode, [number, string]> = {
  pending_request_exists: [
    409,
    'A money request of yours is still pending; check its status or cancel it first',
  ],
  already_decided: [409, 'This request has already been decided'],
  bank_info_required: [422, 'Register your bank details on my page before charging'],
  amount_below_minimum: [422, 'The amount is below the minimum'],
  amount_above_maximum: [422, 'The amount is above the per-request maximum'],
  rate_unavailable: [422, 'This currency is not available right now'],
  rate_changed: [
    409,
    'The exchange rate changed since you looked; check the new figures and confirm again',
  ],
  deposit_address_unavailable: [422, 'There is no deposit address for this currency right now'],
  insufficient_balance: [422, 'The available balance is not enough'],
  terms_not_accepted: [422, 'Accept the withdrawal terms to continue'],
  payout_account_required: [
    422,
    'Register a payout account in your own name for this currency first',
  ],
  platform_not_registered: [422, 'Register your account on this platform first'],
  same_platform: [422, 'Choose two different platforms'],
  idempotency_key_reused: [422, 'This Idempotency-Key was already used for another request'],
};

/** The answer for a money refusal, e.g. `refuse('insufficient_balance')` → 422. */
export function refuse(code: MoneyErrorCode): HttpError {
  const [status, message] = REFUSALS[code];
  return new HttpError(status, code, message);
}

/**
 * The answer for a quote's refusal. Above the maximum it names the figure this server is
 * configured with (MAX_REQUEST_USD), so a caller learns the limit it met, not only that one exists.
 */
export function refuseQuote(refusal: QuoteRefusal, limits: MoneyLimits): HttpError {
  if (refusal !== 'amount_above_maximum') return refuse(refusal);
  const [status] = REFUSALS[refusal];
  const maximum = toMajor(limits.maximumUsdMinor, 'USD').toFixed(2);
  return new HttpError(
    status,
    refusal,
    `The amount is above the per-request maximum of ${maximum} USD, or its value in another currency`,
  );
}
