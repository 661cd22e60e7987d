import { useTranslation, type englishResources } from '@wallet/shared/i18n';
import type { MoneyCallAnswerCode } from '@wallet/shared/domain';
import { answerMessageKey } from '../forms';

type MoneyErrorKey = keyof typeof englishResources.money.errors;

/**
 * The sentence (money.json `errors`) for every code a money call can answer (docs/api.md
 * "Member", docs/product.md §13). `satisfies` fails the build for a code the server may answer
 * with no sentence, and for a sentence keyed by a code the server never sends. Failures that are
 * nobody's input, or end the session (the shell then goes to the login), read as the general
 * failure. `network` and `unknown` are ours: no answer, and an answer we cannot read.
 */
const MESSAGES = {
  pending_request_exists: 'pending_request_exists',
  already_decided: 'already_decided',
  bank_info_required: 'bank_info_required',
  amount_below_minimum: 'amount_below_minimum',
  amount_above_maximum: 'amount_above_maximum',
  rate_unavailable: 'rate_unavailable',
  rate_changed: 'rate_changed',
  deposit_address_unavailable: 'deposit_address_unavailable',
  insufficient_balance: 'insufficient_balance',
  terms_not_accepted: 'terms_not_accepted',
  payout_account_required: 'payout_account_required',
  platform_not_registered: 'platform_not_registered',
  same_platform: 'same_platform',
  idempotency_key_reused: 'idempotency_key_reused',
  money_password_incorrect: 'money_password_incorrect',
  money_password_locked: 'money_password_locked',
  too_many_requests: 'too_many_requests',
  validation_failed: 'validation_failed',
  service_unavailable: 'service_unavailable',
  not_found: 'not_found',
  bad_request: 'unknown',
  unauthorized: 'unknown',
  forbidden: 'unknown',
  internal_error: 'unknown',
  payload_too_large: 'unknown',
} as const satisfies Record<MoneyCallAnswerCode, MoneyErrorKey>;

/** The money.json `errors` key for a failure's code; null code = no answer at all. */
export function moneyErrorKey(code: string | null): MoneyErrorKey {
  if (code === null) return 'network';
  return answerMessageKey<MoneyErrorKey>(MESSAGES, code) ?? 'unknown';
}

/** Returns `(code) => text`: a refusal's translated message; null code = no answer at all. */
export function useMoneyErrorMessage() {
  const { t } = useTranslation('money');
  return (code: string | null) => t(`errors.${moneyErrorKey(code)}`);
}
