import { toMinor, type Currency } from './amounts';

/** Wallet charge and withdrawal minimum: 40 USD (docs/product.md §14). */
export const WALLET_MINIMUM_USD_MINOR = 4_000n;

/**
 * Any amount leaving or reaching a platform: 1,000 won on a KRW platform, 1.00 USD on a USD one
 * (docs/product.md §2).
 */
export const PLATFORM_MINIMUM_MINOR: Record<'USD' | 'KRW', bigint> = { USD: 100n, KRW: 1_000n };

/** The per-request maximum, 50,000 USD or its equivalent; the server may configure another. */
export const DEFAULT_MAXIMUM_USD_MINOR = 5_000_000n;

export interface MoneyLimits {
  /** The per-request maximum in USD cents. */
  maximumUsdMinor: bigint;
}

export const DEFAULT_LIMITS: MoneyLimits = { maximumUsdMinor: DEFAULT_MAXIMUM_USD_MINOR };

/**
 * The limits of a configured maximum in USD (MAX_REQUEST_USD, or what GET /money-limits
 * answers); null when it is not a positive amount in cents.
 */
export function limitsOfMaximumUsd(maximumUsd: number): MoneyLimits | null {
  const maximumUsdMinor = toMinor(maximumUsd, 'USD');
  return maximumUsdMinor === null || maximumUsdMinor <= 0n ? null : { maximumUsdMinor };
}

/** The minimum an amount in a platform's currency must reach. */
export function platformMinimum(currency: Currency): bigint {
  return currency === 'KRW' ? PLATFORM_MINIMUM_MINOR.KRW : PLATFORM_MINIMUM_MINOR.USD;
}
