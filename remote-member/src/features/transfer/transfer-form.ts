import { z } from 'zod/mini';
import {
  parseRate,
  placeCurrency,
  PLATFORM_CURRENCY,
  PLATFORMS,
  quoteTransfer,
  superRule,
  toMinor,
  TRANSFER_DIRECTIONS,
  USD_RATE,
  walletTransferBodySchema,
  type Platform,
  type TransferDirection,
  type TransferPlace,
  type TransferQuote,
  type WalletTransferBody,
  type MoneyLimits,
} from '@wallet/shared/domain';
import { amountNumber, amountTextSchema, checkAmountDecimals } from '../../lib/money';
import type { TransferBody } from './api';

/** What the transfer form holds; `from` and `to` are the platform selects ('' = none chosen). */
export interface TransferFormValues {
  direction: TransferDirection;
  from: Platform | '';
  to: Platform | '';
  amount: string;
  userMemo: string;
}

export const EMPTY_TRANSFER: TransferFormValues = {
  direction: 'wallet_to_platform',
  from: '',
  to: '',
  amount: '',
  userMemo: '',
};

export const TRANSFER_FIELDS = Object.keys(EMPTY_TRANSFER);

export const isPlatform = (value: string): value is Platform => PLATFORMS.some((p) => p === value);

/** Which ends the member chooses: the wallet end of a direction is fixed. */
export const choosesFrom = (direction: TransferDirection) => direction !== 'wallet_to_platform';
export const choosesTo = (direction: TransferDirection) => direction !== 'platform_to_wallet';

/** The two ends of the transfer the form describes, null while one is not chosen. */
export function placesOf(values: Pick<TransferFormValues, 'direction' | 'from' | 'to'>): {
  from: TransferPlace | null;
  to: TransferPlace | null;
} {
  const from = choosesFrom(values.direction) ? values.from || null : 'wallet';
  const to = choosesTo(values.direction) ? values.to || null : 'wallet';
  return { from, to };
}

/**
 * The form's rules, then the server's body schema. The body names only the platform ends
 * (docs/api.md: `to` for wallet → platform, `from` for platform → wallet, both between platforms).
 * In zod's mini form, as the body's schema, so the page carries no full zod (docs/federation.md).
 */
export const transferFormSchema = z.pipe(
  z.pipe(
    z
      .object({
        direction: z.enum(TRANSFER_DIRECTIONS, 'required'),
        from: z.string(),
        to: z.string(),
        amount: amountTextSchema,
        userMemo: z.string().check(z.trim(), z.maxLength(200, 'too_long')),
      })
      .check(
        superRule<{ direction: TransferDirection; from: string; to: string; amount: string }>(
          (values, ctx) => {
            const needFrom = choosesFrom(values.direction);
            const needTo = choosesTo(values.direction);
            if (needFrom && !isPlatform(values.from)) {
              ctx.addIssue({ code: 'custom', message: 'required', path: ['from'] });
            }
            if (needTo && !isPlatform(values.to)) {
              ctx.addIssue({ code: 'custom', message: 'required', path: ['to'] });
            } else if (needFrom && needTo && values.from === values.to) {
              ctx.addIssue({ code: 'custom', message: 'same_platform', path: ['to'] });
            }
            const currency =
              needFrom && isPlatform(values.from) ? PLATFORM_CURRENCY[values.from] : 'USD';
            checkAmountDecimals(values.amount, currency, ctx);
          },
        ),
      ),
    z.transform((values): WalletTransferBody => ({
      direction: values.direction,
      ...(choosesFrom(values.direction) && isPlatform(values.from) ? { from: values.from } : {}),
      ...(choosesTo(values.direction) && isPlatform(values.to) ? { to: values.to } : {}),
      amount: amountNumber(values.amount) ?? 0,
      userMemo: values.userMemo,
    })),
  ),
  walletTransferBodySchema,
);

/**
 * The figures of the body under review, at the KRW rate it carries (one when KRW takes no part):
 * what the confirmation shows is what will be sent and stored, even if the rates are fetched
 * again while it is open. Null when the body lacks an end, a usable amount or the KRW rate.
 */
export function transferReviewQuote(body: TransferBody, limits: MoneyLimits): TransferQuote | null {
  const from = body.direction === 'wallet_to_platform' ? 'wallet' : body.from;
  const to = body.direction === 'platform_to_wallet' ? 'wallet' : body.to;
  if (!from || !to) return null;
  const krwInvolved = placeCurrency(from) === 'KRW' || placeCurrency(to) === 'KRW';
  const krwRate = !krwInvolved ? USD_RATE : body.rate === undefined ? null : parseRate(body.rate);
  const amount = toMinor(body.amount, placeCurrency(from));
  return krwRate === null || amount === null
    ? null
    : quoteTransfer({ from, to, amount, krwRate }, limits);
}
