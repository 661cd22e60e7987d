import { z } from 'zod/mini';
import {
  CURRENCIES,
  parseRate,
  quoteCharge,
  superRule,
  toMinor,
  walletChargeBodySchema,
  type ChargeQuote,
  type Currency,
  type WalletChargeBody,
  type MoneyLimits,
} from '@wallet/shared/domain';
import { amountNumber, amountTextSchema, checkAmountDecimals } from '../../lib/money';
import type { ChargeBody } from './api';

/** What the charge form holds: texts as typed, the currency '' until one is chosen. */
export interface ChargeFormValues {
  currency: Currency | '';
  amount: string;
  depositorName: string;
  txId: string;
}

export const EMPTY_CHARGE: ChargeFormValues = {
  currency: '',
  amount: '',
  depositorName: '',
  txId: '',
};

export const CHARGE_FIELDS = Object.keys(EMPTY_CHARGE);

/**
 * The form's rules, then the very body schema the server validates with (walletChargeBodySchema).
 * The depositor's name (bank) or the transaction id (USDT) helps match the deposit; the member
 * may add it (docs/product.md §3), so it is optional here as on the server. Only the one that
 * applies is sent, and only when filled. In zod's mini form, as the body's schema, so the charge
 * page carries no full zod (docs/federation.md, "zod in two forms").
 */
export const chargeFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        currency: z.enum(CURRENCIES, 'required'),
        amount: amountTextSchema,
        depositorName: z.string().check(z.trim(), z.maxLength(50, 'too_long')),
        txId: z.string().check(z.trim(), z.maxLength(120, 'too_long')),
      })
      .check(
        superRule<{ amount: string }>((values, ctx) => {
          checkAmountDecimals(values.amount, 'USD', ctx);
        }),
      ),
    z.transform((values): WalletChargeBody => ({
      currency: values.currency,
      amount: amountNumber(values.amount) ?? 0,
      ...(values.currency === 'USDT'
        ? values.txId && { txId: values.txId }
        : values.depositorName && { depositorName: values.depositorName }),
    })),
  ),
  walletChargeBodySchema,
);

/**
 * The figures of the body under review, at the rate it carries: what the confirmation shows is
 * what will be sent and stored, even if the rates are fetched again while it is open. Null when
 * the body has no usable rate or amount (the form always gives both).
 */
export function chargeReviewQuote(body: ChargeBody, limits: MoneyLimits): ChargeQuote | null {
  const rate = body.rate === undefined ? null : parseRate(body.rate);
  const amount = toMinor(body.amount, 'USD');
  return rate === null || amount === null
    ? null
    : quoteCharge({ currency: body.currency, amount, rate }, limits);
}
