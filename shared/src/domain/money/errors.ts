import type { MoneyErrorCode } from '../answer-codes';

/** What a quote can refuse before anything is stored. */
export type QuoteRefusal = Extract<
  MoneyErrorCode,
  'amount_below_minimum' | 'amount_above_maximum' | 'insufficient_balance' | 'same_platform'
>;
