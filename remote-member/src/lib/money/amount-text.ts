import { z } from 'zod/mini';
import {
  MINOR_DIGITS,
  rule,
  toMinor,
  type Currency,
  type RuleContext,
} from '@wallet/shared/domain';

/*
 * Amounts are typed in major units ("100", "1,000", "100.50"). The forms keep the text and turn it
 * into exact minor units with toMinor, the same function the server uses on the JSON number.
 */

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** The typed text without thousands separators or spaces. */
export const cleanAmount = (text: string) => text.replace(/[,\s]/g, '');

/** The amount as a JSON number, or null while it is not a plain positive decimal. */
export function amountNumber(text: string): number | null {
  const clean = cleanAmount(text);
  return AMOUNT_TEXT.test(clean) ? Number(clean) : null;
}

/** Minor units of a typed amount; null while empty, malformed or with too many decimals. */
export function amountToMinor(text: string, currency: Currency): bigint | null {
  const amount = amountNumber(text);
  return amount === null ? null : toMinor(amount, currency);
}

/** The codes the amount field's own checks set, before the server is asked. */
export type AmountTextCode = 'amount_format' | 'not_positive' | 'decimals' | 'whole_units';

/**
 * The amount field of a form: required, figures only, above zero (codes `required`,
 * `amount_format`, `not_positive`). Zero is well-formed text, but the body schema refuses it as
 * merely `invalid`, which would read as a malformed number.
 */
export const amountTextSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  rule((text: string) => amountNumber(text) !== null, 'amount_format' satisfies AmountTextCode),
  rule((text: string) => (amountNumber(text) ?? 1) > 0, 'not_positive' satisfies AmountTextCode),
);

/**
 * Adds a code on `amount` when it has more decimals than `currency` has: `whole_units` for a
 * currency without a minor unit (KRW), whose rule is not "at most 0 decimals", else `decimals`.
 */
export function checkAmountDecimals(text: string, currency: Currency, ctx: RuleContext) {
  if (amountNumber(text) !== null && amountToMinor(text, currency) === null) {
    const code: AmountTextCode = MINOR_DIGITS[currency] === 0 ? 'whole_units' : 'decimals';
    ctx.addIssue({ code: 'custom', message: code, path: ['amount'] });
  }
}

export const decimalsOf = (currency: Currency) => MINOR_DIGITS[currency];
