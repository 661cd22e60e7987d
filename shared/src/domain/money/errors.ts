/**
 * Error codes of the money calls (docs/api.md, docs/product.md §2–3 and §10). The forms translate them;
 * the quotes below answer the ones a preview can already tell.
 */
export const MONEY_ERROR_CODES = [
  'pending_request_exists',
  'already_decided',
  'bank_info_required',
  'amount_below_minimum',
  'amount_above_maximum',
  'rate_unavailable',
  'rate_changed',
  'deposit_address_unavailable',
  'insufficient_balance',
  'terms_not_accepted',
  'payout_account_required',
  'platform_not_registered',
  'same_platform',
  'idempotency_key_reused',
] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/** What a quote can refuse before anything is stored. */
export type QuoteRefusal = Extract<
  MoneyErrorCode,
  'amount_below_minimum' | 'amount_above_maximum' | 'insufficient_balance' | 'same_platform'
>;
