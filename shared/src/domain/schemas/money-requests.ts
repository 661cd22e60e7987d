import { z } from 'zod/mini';
import { emptyAsAbsent } from './empty-as-absent';
import { moneyPasswordSchema } from './money-password';
import { aboveZero, superRule, type RuleContext } from './mini-rules';
import { CURRENCIES, toMinor, type Currency } from '../money/amounts';
import { payoutAccountSchema } from '../payout';
import { PLATFORM_CURRENCY, PLATFORMS } from '../platforms';
import { TRANSFER_DIRECTIONS } from '../money/quotes';

/*
 * The money calls of docs/api.md: the request object every answer carries, and the bodies the
 * member sends. The server validates with these and the forms too. zod's mini form (checks passed
 * to `.check`): the member's money pages carry no full zod (shared/src/zod/page-zod-mini.ts). The
 * lists' queries and the administrator's decisions are in money-request-queries.ts.
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
    id: z.int(),
    kind: z.enum(MONEY_REQUEST_KINDS),
    status: z.enum(MONEY_REQUEST_STATUSES),
    username: z.string(),
    currency: z.enum(CURRENCIES),
    amount: z
      .number()
      .check(z.describe('USD for wallet charges and withdrawals, else in `currency`')),
    fee: z.nullable(z.number()).check(z.describe('USD')),
    netAmount: z.nullable(z.number()).check(z.describe('USD after the fee')),
    convertedAmount: z.nullable(z.number()),
    reflectedAmount: z.nullable(z.number()),
    expectedAmount: z.nullable(z.number()).check(z.describe("In the target's currency")),
    rate: z.nullable(z.number()).check(z.describe('The rate the request was made with')),
    direction: z.nullable(z.enum(TRANSFER_DIRECTIONS)),
    from: z.nullable(z.enum(TRANSFER_PLACES)),
    to: z.nullable(z.enum(TRANSFER_PLACES)),
    wallet: z.nullable(z.number()).check(z.describe('Signed USD change of the wallet (transfers)')),
    recordType: z.nullable(z.enum(['deposit', 'withdrawal', 'exchange'])),
    platform: z.nullable(z.enum(PLATFORMS)),
    platformId: z.nullable(z.string()),
    reference: z.nullable(z.string()).check(z.describe('The code a charge puts on its deposit')),
    depositorName: z.nullable(z.string()),
    txId: z.nullable(z.string()),
    userMemo: z.nullable(z.string()),
    adminMemo: z.nullable(z.string()),
    payoutAccount: z
      .nullable(payoutAccountSchema)
      .check(
        z.describe('Where a withdrawal is paid, as it was when requested; null for other kinds'),
      ),
    requestedAt: z.string().check(z.describe('ISO 8601, UTC')),
    processedAt: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'MoneyRequest' }));
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

/** A positive amount; its decimals are checked against the currency by `checkDecimals`. */
const amountSchema = z.number('required').check(...aboveZero('invalid'));

/** Refuses an amount with more decimals than its currency has (`fields.amount: invalid`). */
function checkDecimals(amount: number, currency: Currency, ctx: RuleContext) {
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
  .optional(z.number('invalid').check(...aboveZero('invalid')))
  .check(
    z.describe(
      'The exchange rate the preview used; a different current rate is 409 `rate_changed`',
    ),
  );

/**
 * Optional text of a body: trimmed, at most `max` long, and '' as absent (zod's preprocess, in
 * mini form; the outer optional keeps the field optional in the body's type).
 */
export const textOrAbsent = (max: number) =>
  z.optional(
    z.pipe(
      z.transform(emptyAsAbsent),
      z.optional(z.string().check(z.trim(), z.maxLength(max, 'too_long'))),
    ),
  );

/** POST /wallet/charges: the USD amount to credit and how it will be paid. */
export const walletChargeBodySchema = z
  .strictObject({
    currency: z.enum(WALLET_CURRENCIES, 'required'),
    amount: amountSchema,
    depositorName: textOrAbsent(50),
    txId: textOrAbsent(120),
    rate: previewRateSchema,
  })
  .check(superRule((body, ctx) => checkDecimals(body.amount, 'USD', ctx)));
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
  .check(superRule((body, ctx) => checkDecimals(body.amount, 'USD', ctx)));
export type WalletWithdrawalBody = z.input<typeof walletWithdrawalBodySchema>;

/**
 * POST /wallet/transfers: `to` for wallet → platform, `from` for platform → wallet, both between
 * platforms; the amount is in the source's currency (USD for the wallet).
 */
export const walletTransferBodySchema = z
  .strictObject({
    direction: z.enum(TRANSFER_DIRECTIONS, 'required'),
    from: z.optional(z.enum(TRANSFER_PLACES, 'invalid')),
    to: z.optional(z.enum(TRANSFER_PLACES, 'invalid')),
    amount: amountSchema,
    userMemo: textOrAbsent(200),
    rate: previewRateSchema.check(
      z.describe(
        'The KRW rate the preview used, when a KRW platform takes part; otherwise ignored',
      ),
    ),
  })
  .check(
    superRule((body, ctx) => {
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
    }),
  );
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;

/** POST /trade/recharges: chips bought from outside the wallet, in the platform's currency. */
export const platformRechargeBodySchema = z
  .strictObject({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountSchema,
    depositorName: textOrAbsent(50),
    txId: textOrAbsent(120),
  })
  .check(
    superRule((body, ctx) => checkDecimals(body.amount, PLATFORM_CURRENCY[body.platform], ctx)),
  );
export type PlatformRechargeBody = z.input<typeof platformRechargeBodySchema>;

/** POST /trade/withdrawals: chips cashed out to the member's own payout account. */
export const platformWithdrawalBodySchema = z
  .strictObject({
    platform: z.enum(PLATFORMS, 'required'),
    amount: amountSchema,
    moneyPassword: moneyPasswordSchema,
  })
  .check(
    superRule((body, ctx) => checkDecimals(body.amount, PLATFORM_CURRENCY[body.platform], ctx)),
  );
export type PlatformWithdrawalBody = z.input<typeof platformWithdrawalBodySchema>;

/**
 * GET /requests/pending: the member's one pending request (docs/product.md §3), or null, so every
 * money screen can show its status and a cancel action before offering a new one.
 */
export const pendingRequestAnswerSchema = z
  .object({ request: z.nullable(moneyRequestSchema) })
  .check(z.meta({ id: 'PendingRequestAnswer' }));
export type PendingRequestAnswer = z.infer<typeof pendingRequestAnswerSchema>;

/** The `Idempotency-Key` header of money-creating POSTs (docs/product.md §10); other headers pass. */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.optional(
    z.string().check(z.minLength(1, 'too_short'), z.maxLength(200, 'too_long')),
  ),
});
