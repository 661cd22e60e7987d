import { z } from 'zod/mini';
import {
  CURRENCIES,
  moneyPasswordSchema,
  parseRate,
  quoteWithdrawal,
  ticked,
  superRule,
  toMinor,
  walletWithdrawalBodySchema,
  type Currency,
  type WalletWithdrawalBody,
  type WithdrawalQuote,
  type MoneyLimits,
} from '@wallet/shared/domain';
import { amountNumber, amountTextSchema, checkAmountDecimals } from '../../lib/money';
import type { WithdrawalBody } from './api';

/** What the withdrawal form holds. */
export interface WithdrawalFormValues {
  currency: Currency | '';
  amount: string;
  moneyPassword: string;
  agreeTerms: boolean;
}

export const EMPTY_WITHDRAWAL: WithdrawalFormValues = {
  currency: '',
  amount: '',
  moneyPassword: '',
  agreeTerms: false,
};

export const WITHDRAWAL_FIELDS = Object.keys(EMPTY_WITHDRAWAL);

/**
 * docs/product.md §12: a currency, an amount (40 USD to the balance: the quote says), a 6-digit
 * withdrawal password and the terms ticked; then the server's own body schema. In zod's mini form,
 * as the body's schema, so the page carries no full zod (docs/federation.md, "zod in two forms").
 */
export const withdrawalFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        currency: z.enum(CURRENCIES, 'required'),
        amount: amountTextSchema,
        moneyPassword: moneyPasswordSchema,
        agreeTerms: z.boolean().check(ticked),
      })
      .check(
        superRule<{ amount: string }>((values, ctx) =>
          checkAmountDecimals(values.amount, 'USD', ctx),
        ),
      ),
    z.transform((values): WalletWithdrawalBody => ({
      currency: values.currency,
      amount: amountNumber(values.amount) ?? 0,
      moneyPassword: values.moneyPassword,
      agreeTerms: values.agreeTerms,
    })),
  ),
  walletWithdrawalBodySchema,
);

/**
 * The figures of the body under review, at the rate it carries: what the confirmation shows is
 * what will be sent and stored, even if the rates are fetched again while it is open. Null when
 * the body has no usable rate or amount (the form always gives both).
 */
export function withdrawalReviewQuote(
  body: WithdrawalBody,
  limits: MoneyLimits,
): WithdrawalQuote | null {
  const rate = body.rate === undefined ? null : parseRate(body.rate);
  const amount = toMinor(body.amount, 'USD');
  return rate === null || amount === null
    ? null
    : quoteWithdrawal({ currency: body.currency, amount, rate }, limits);
}
