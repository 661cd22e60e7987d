import { z } from 'zod';
import { moneyPasswordSchema } from './accounts';
import { calendarDaySchema } from './audit';
import { emptyAsAbsent, pageFields } from './paging';
import { CURRENCIES, toMinor, type Currency } from '../money/amounts';
import { payoutAccountSchema } from '../payout';
import { PLATFORM_CURRENCY, PLATFORMS } from '../platforms';
import { TRANSFER_DIRECTIONS } from '../money/quotes';

/*
 * The money calls of docs/api.md: the request object every answer carries, and the bodies and queries
 * the member and the administrator send. The server validates with these and the forms too.
 */

export const MONEY_REQUEST_KINDS = [
  'wallet_charge',
  'wallet_withdraw',
  'wallet_transfer',
  'platform_recharge',
  'platform_withdraw',
] as const;
export type MoneyRequestKind = (typeof MONEY_REQUEST_KINDS)[number];

export const MONEY_REQUEST_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export type MoneyRequestStatus = (typeof MONEY_REQUEST_STATUSES)[number];

/** The currency a request's `amount` is in (docs/api.md): USD for wallet charges and withdrawals. */
export function amountCurrencyOf(kind: MoneyRequestKind, currency: Currency): Currency {
  return kind === 'wallet_charge' || kind === 'wallet_withdraw' ? 'USD' : currency;
}

/** Wallet charges and withdrawals are paid in these (docs/product.md §2). */
export const WALLET_CURRENCIES = CURRENCIES;
export type WalletCurrency = Currency;

/** The wallet or a platform, as a transfer's `from` and `to` carry them. */
export const TRANSFER_PLACES = ['wallet', ...PLATFORMS] as const;

/** The request object of docs/api.md, for every kind; fields that do not apply are null. */
export const moneyRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MONEY_REQUEST_KINDS),
    status: z.enum(MONEY_REQUEST_STATUSES),
    username: z.string(),
    currency: z.enum(CURRENCIES),
    amount: z.number().describe('USD for wallet charges and withdrawals, else in `currency`'),
    fee: z.number().nullable().describe('USD'),
    netAmount: z.number().nullable().describe('USD after the fee'),
    convertedAmount: z.number().nullable(),
    reflectedAmount: z.number().nullable(),
    expectedAmount: z.number().nullable().describe("In the target's currency"),
    rate: z.number().nullable().describe('The rate the request was made with'),
    direction: z.enum(TRANSFER_DIRECTIONS).nullable(),
    from: z.enum(TRANSFER_PLACES).nullable(),
    to: z.enum(TRANSFER_PLACES).nullable(),
    wallet: z.number().nullable().describe('Signed USD change of the wallet (transfers)'),
    recordType: z.enum(['deposit', 'withdrawal', 'exchange']).nullable(),
    platform: z.enum(PLATFORMS).nullable(),
    platformId: z.string().nullable(),
    reference: z.string().nullable().describe('The code a charge puts on its deposit'),
    depositorName: z.string().nullable(),
    txId: z.string().nullable(),
    userMemo: z.string().nullable(),
    adminMemo: z.string().nullable(),
    payoutAccount: payoutAccountSchema
      .nullable()
      .describe('Where a withdrawal is paid, as it was when requested; null for other kinds'),
    requestedAt: z.string().describe('ISO 8601, UTC'),
    processedAt: z.string().nullable(),
  })
  .meta({ id: 'MoneyRequest' });
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

/** A positive amount; its decimals are checked against the currency by `withAmountIn`. */
const amountSchema = z.number('required').positive('invalid');

/** Refuses an amount with more decimals than its currency has (`fields.amount: invalid`). */
function checkDecimals(amount: number, currency: Currency, ctx: z.RefinementCtx) {
  if (toMinor(amount, currency) === null) {
    ctx.addIssue({ code: 'custom', message: 'invalid', path: ['amount'] });
  }
}

/**
 * The rate the member's preview was computed with (docs/product.md §1: what the member was shown is
 * what happens). When it is given and the current rate differs, the server refuses with 409
 * `rate_changed` instead of storing figures the member never saw.
 */
const previewRateSchema = z
  .number('invalid')
  .positive('invalid')
  .optional()
  .describe('The exchange rate the preview used; a different current rate is 409 `rate_changed`');

const optionalText = (max: number) =>
  z.preprocess(emptyAsAbsent, z.string().trim().max(max, 'too_long').optional());

/** POST /wallet/charges: the USD amount to credit and how it will be paid. */
export const walletChargeBodySchema = z
  .strictObject({
    currency: z.enum(WALLET_CURRENCIES, 'required'),
    amount: amountSchema,
    depositorName: optionalText(50),
    txId: optionalText(120),
    rate: previewRateSchema,
  })
  .superRefine((body, ctx) => checkDecimals(body.amount, 'USD', ctx));
export type WalletChargeBody = z.input<typeof walletChargeBodySchema>;

/** POST /wallet/withdrawals. `agreeTerms` false is refused as 422 `terms_not_accepted`. */
export const walletWithdrawalBodySchema = z
  .strictObject({
    currency: z.enum(WALLET_CURRENCIES, 'required'),
    amount: amountSchema,
    moneyPassword: moneyPasswordSchema,
    agreeTerms: z.boolean('required'),
    rate: previewRateSchema,
  })
  .superRefine((body, ctx) => checkDecimals(body.amount, 'USD', ctx));
export type WalletWithdrawalBody = z.input<typeof walletWithdrawalBodySchema>;

/**
 * POST /wallet/transfers: `to` for wallet → platform, `from` for platform → wallet, both between
 * platforms; the amount is in the source's currency (USD for the wallet).
 */
export const walletTransferBodySchema = z
  .strictObject({
    direction: z.enum(TRANSFER_DIRECTIONS, 'required'),
    from: z.enum(TRANSFER_PLACES, 'invalid').optional(),
    to: z.enum(TRANSFER_PLACES, 'invalid').optional(),
    amount: amountSchema,
    userMemo: optionalText(200),
    rate: previewRateSchema.describe(
      'The KRW rate the preview used, when a KRW platform takes part; otherwise ignored',
    ),
  })
  .superRefine((body, ctx) => {
    const fromWallet = body.direction === 'wallet_to_platform';
    const toWallet = body.direction === 'platform_to_wallet';
    const from = fromWallet ? (body.from ?? 'wallet') : body.from;
    const to = toWallet ? (body.to ?? 'wallet') : body.to;
    if (from === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['from'] });
    else if ((from === 'wallet') !== fromWallet) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['from'] });
    }
    if (to === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['to'] });
    else if ((to === 'wallet') !== toWallet) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['to'] });
    }
    const currency = from && from !== 'wallet' ? PLATFORM_CURRENCY[from] : 'USD';
    checkDecimals(body.amount, currency, ctx);
  });
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;

/** POST /trade/recharges: chips bought from outside the wallet, in the platform's currency. */
export const platformRechargeBodySchema = z
  .strictObject({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountSchema,
    depositorName: optionalText(50),
    txId: optionalText(120),
  })
  .superRefine((body, ctx) => checkDecimals(body.amount, PLATFORM_CURRENCY[body.platform], ctx));
export type PlatformRechargeBody = z.input<typeof platformRechargeBodySchema>;

/** POST /trade/withdrawals: chips cashed out to the member's own payout account. */
export const platformWithdrawalBodySchema = z
  .strictObject({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountSchema,
    moneyPassword: moneyPasswordSchema,
  })
  .superRefine((body, ctx) => checkDecimals(body.amount, PLATFORM_CURRENCY[body.platform], ctx));
export type PlatformWithdrawalBody = z.input<typeof platformWithdrawalBodySchema>;

/** GET /wallet/history. */
export const walletHistoryQuerySchema = z.strictObject({
  type: z.preprocess(emptyAsAbsent, z.enum(['charge', 'withdraw'], 'invalid').optional()),
  ...pageFields,
});
export type WalletHistoryQuery = z.input<typeof walletHistoryQuerySchema>;

/** GET /wallet/transfers. */
export const transferHistoryQuerySchema = z.strictObject({ ...pageFields });
export type TransferHistoryQuery = z.input<typeof transferHistoryQuerySchema>;

/** GET /trade/history. */
export const tradeHistoryQuerySchema = z.strictObject({
  type: z.preprocess(emptyAsAbsent, z.enum(['recharge', 'withdraw'], 'invalid').optional()),
  ...pageFields,
});
export type TradeHistoryQuery = z.input<typeof tradeHistoryQuerySchema>;

/** GET /admin/requests: every kind, pending first, then newest. */
export const adminRequestsQuerySchema = z.strictObject({
  kind: z.preprocess(emptyAsAbsent, z.enum(MONEY_REQUEST_KINDS, 'invalid').optional()),
  status: z.preprocess(emptyAsAbsent, z.enum(MONEY_REQUEST_STATUSES, 'invalid').optional()),
  username: z.preprocess(emptyAsAbsent, z.string().trim().max(50, 'too_long').optional()),
  from: z.preprocess(emptyAsAbsent, calendarDaySchema.optional()),
  to: z.preprocess(emptyAsAbsent, calendarDaySchema.optional()),
  ...pageFields,
});
export type AdminRequestsQuery = z.input<typeof adminRequestsQuerySchema>;

/** POST /admin/requests/{id}/approve and /cancel. */
export const adminDecisionBodySchema = z.strictObject({
  adminMemo: optionalText(500),
});
export type AdminDecisionBody = z.input<typeof adminDecisionBodySchema>;

/** POST /admin/requests/{id}/reject: the memo is required. */
export const adminRejectBodySchema = z.strictObject({
  adminMemo: z.string('required').trim().min(1, 'required').max(500, 'too_long'),
});
export type AdminRejectBody = z.input<typeof adminRejectBodySchema>;

/**
 * GET /requests/pending: the member's one pending request (docs/product.md §3), or null, so every
 * money screen can show its status and a cancel action before offering a new one.
 */
export const pendingRequestAnswerSchema = z
  .object({ request: moneyRequestSchema.nullable() })
  .meta({ id: 'PendingRequestAnswer' });
export type PendingRequestAnswer = z.infer<typeof pendingRequestAnswerSchema>;

/** The `Idempotency-Key` header of money-creating POSTs (docs/product.md §10); other headers pass. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(1, 'too_short').max(200, 'too_long').optional(),
});
