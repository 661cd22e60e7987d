import type { Currency } from './amounts';
import { PLATFORM_CURRENCY, type Platform } from '../platforms';
import type { QuoteRefusal } from './errors';
import { feeFor } from './fees';
import { platformMinimum, WALLET_MINIMUM_USD_MINOR, type MoneyLimits } from './limits';
import { currencyToUsd, USD_RATE, usdToCurrency, type RateMicro } from './rates';

/*
 * Every figure of every money request (docs/product.md §2), in integer minor units. The server
 * decides with these functions and stores what they answer; the forms preview with the very same
 * ones, so what a member is shown is what happens. The limits are always passed in: the server
 * passes its configured ones and the forms the ones it publishes, so no preview can quietly fall
 * back to built-in figures the server no longer uses.
 */

/** A wallet charge: the member sends `converted` in C and is credited `reflected` USD. */
export interface ChargeQuote {
  currency: Currency;
  amount: bigint;
  fee: bigint;
  reflected: bigint;
  converted: bigint;
  refusal: QuoteRefusal | null;
}

export function quoteCharge(
  input: { currency: Currency; amount: bigint; rate: RateMicro },
  limits: MoneyLimits,
): ChargeQuote {
  const { currency, amount, rate } = input;
  const fee = feeFor('wallet_charge', currency, amount);
  return {
    currency,
    amount,
    fee,
    reflected: amount - fee,
    converted: usdToCurrency(amount, currency, rate, 'half_up'),
    refusal: walletRefusal(amount, limits),
  };
}

/** A wallet withdrawal: `amount` USD is held at once; `converted` in C is paid out. */
export interface WithdrawalQuote {
  currency: Currency;
  amount: bigint;
  fee: bigint;
  net: bigint;
  converted: bigint;
  refusal: QuoteRefusal | null;
}

export function quoteWithdrawal(
  input: { currency: Currency; amount: bigint; rate: RateMicro; available?: bigint },
  limits: MoneyLimits,
): WithdrawalQuote {
  const { currency, amount, rate, available } = input;
  const fee = feeFor('wallet_withdraw', currency, amount);
  const net = amount - fee;
  const refusal =
    walletRefusal(amount, limits) ??
    (available !== undefined && amount > available ? 'insufficient_balance' : null);
  return {
    currency,
    amount,
    fee,
    net,
    converted: usdToCurrency(net, currency, rate, 'floor'),
    refusal,
  };
}

function walletRefusal(amount: bigint, limits: MoneyLimits): QuoteRefusal | null {
  if (amount < WALLET_MINIMUM_USD_MINOR) return 'amount_below_minimum';
  if (amount > limits.maximumUsdMinor) return 'amount_above_maximum';
  return null;
}

export const TRANSFER_DIRECTIONS = [
  'wallet_to_platform',
  'platform_to_wallet',
  'platform_to_platform',
] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** Where a transfer starts or ends: the wallet or a platform. */
export type TransferPlace = 'wallet' | Platform;

/** `deposit` when money enters the wallet, `withdrawal` when it leaves, `exchange` between platforms. */
export type TransferRecordType = 'deposit' | 'withdrawal' | 'exchange';

export interface TransferQuote {
  direction: TransferDirection;
  from: TransferPlace;
  to: TransferPlace;
  /** The source's currency (USD for the wallet); `amount` is in it. */
  currency: Currency;
  amount: bigint;
  /** The amount's value in USD cents. */
  value: bigint;
  /** USD cents. */
  fee: bigint;
  /** The target's currency; `expected` is in it. */
  targetCurrency: Currency;
  expected: bigint;
  /** The signed change of the wallet in USD cents (0 between platforms). */
  walletChange: bigint;
  recordType: TransferRecordType;
  /** The KRW rate when a KRW platform takes part, else one. */
  rate: RateMicro;
  refusal: QuoteRefusal | null;
}

export function placeCurrency(place: TransferPlace): 'USD' | 'KRW' {
  return place === 'wallet' ? 'USD' : PLATFORM_CURRENCY[place];
}

const rateOf = (currency: Currency, krwRate: RateMicro) =>
  currency === 'KRW' ? krwRate : USD_RATE;

/**
 * A transfer between the wallet and a platform or between two platforms. The fee is 2% of the
 * USD value, taken after conversion into USD (docs/product.md §2: 10,000 won → 7.24 − 0.14 = 7.10).
 */
export function quoteTransfer(
  input: {
    from: TransferPlace;
    to: TransferPlace;
    amount: bigint;
    krwRate: RateMicro;
    /** The wallet's available USD cents, when known (the preview passes it). */
    available?: bigint;
  },
  limits: MoneyLimits,
): TransferQuote {
  const { from, to, amount, krwRate, available } = input;
  const currency = placeCurrency(from);
  const targetCurrency = placeCurrency(to);
  const sourceRate = rateOf(currency, krwRate);
  const targetRate = rateOf(targetCurrency, krwRate);
  const value = currencyToUsd(amount, currency, sourceRate);
  const fee = feeFor('wallet_transfer', 'USD', value);
  const expected = usdToCurrency(value - fee, targetCurrency, targetRate, 'floor');
  const direction: TransferDirection =
    from === 'wallet'
      ? 'wallet_to_platform'
      : to === 'wallet'
        ? 'platform_to_wallet'
        : 'platform_to_platform';
  const walletChange =
    direction === 'wallet_to_platform'
      ? -amount
      : direction === 'platform_to_wallet'
        ? expected
        : 0n;

  let refusal: QuoteRefusal | null = null;
  if (from === to) refusal = 'same_platform';
  else if (from !== 'wallet' && amount < platformMinimum(currency))
    refusal = 'amount_below_minimum';
  else if (to !== 'wallet' && expected < platformMinimum(targetCurrency))
    refusal = 'amount_below_minimum';
  else if (expected <= 0n) refusal = 'amount_below_minimum';
  else if (value > limits.maximumUsdMinor) refusal = 'amount_above_maximum';
  else if (from === 'wallet' && available !== undefined && amount > available)
    refusal = 'insufficient_balance';

  return {
    direction,
    from,
    to,
    currency,
    amount,
    value,
    fee,
    targetCurrency,
    expected,
    walletChange,
    recordType:
      direction === 'platform_to_wallet'
        ? 'deposit'
        : direction === 'wallet_to_platform'
          ? 'withdrawal'
          : 'exchange',
    rate: currency === 'KRW' || targetCurrency === 'KRW' ? krwRate : USD_RATE,
    refusal,
  };
}

/** Platform trade moves no wallet money and has no fee; only its limits apply. */
export interface PlatformTradeQuote {
  platform: Platform;
  currency: 'USD' | 'KRW';
  amount: bigint;
  /** The amount's value in USD cents, for the maximum. */
  value: bigint;
  refusal: QuoteRefusal | null;
}

export function quotePlatformTrade(
  input: { platform: Platform; amount: bigint; krwRate: RateMicro },
  limits: MoneyLimits,
): PlatformTradeQuote {
  const { platform, amount, krwRate } = input;
  const currency = PLATFORM_CURRENCY[platform];
  const value = currencyToUsd(amount, currency, rateOf(currency, krwRate));
  let refusal: QuoteRefusal | null = null;
  if (amount < platformMinimum(currency)) refusal = 'amount_below_minimum';
  else if (value > limits.maximumUsdMinor) refusal = 'amount_above_maximum';
  return { platform, currency, amount, value, refusal };
}
