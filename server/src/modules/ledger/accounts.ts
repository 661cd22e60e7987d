import {
  CURRENCIES,
  PLATFORMS,
  PLATFORM_CURRENCY,
  memberAccountCode,
  type Currency,
  type Platform,
} from '@wallet/shared/domain';
import type { LedgerAccountKind } from '../../db/schema';

/**
 * Ledger account codes, one text per account (docs/product.md §4):
 * - `member:<id>:available` and `member:<id>:held`, in USD: a member's wallet and holds;
 * - `platform:<name>`, in the platform's currency;
 * - `<kind>:<currency>` for the house accounts (clearing, fee income, bonuses, corrections), and
 *   `<kind>:<currency>:<shard>` for shards 1 to HOUSE_SHARDS - 1 of the same account.
 * Accounts are created on first use, so a code says everything needed to create one.
 *
 * Every approval moves a house account (fee income, clearing) and locks its row until it
 * commits; with one row per account, approvals on PostgreSQL would wait for each other there. So
 * each house account is HOUSE_SHARDS rows of the same kind and currency, an entry takes the shard
 * of its key (the money request's id), and whatever reads a house balance sums the shards
 * (houseBalance). Shard 0 keeps the unsharded code, so the rows written before stay as they were.
 */

export type HouseAccountKind = Exclude<
  LedgerAccountKind,
  'member_available' | 'member_held' | 'platform'
>;

export const memberAvailable = (userId: number) => memberAccountCode(userId, 'available');
export const memberHeld = (userId: number) => memberAccountCode(userId, 'held');
export const platformAccount = (platform: Platform) => `platform:${platform}`;
/** How many rows each house account is spread over (docs/money.md). */
export const HOUSE_SHARDS = 8;

/** The house account `kind` in `currency`; `key` (a request id) picks the shard, none shard 0. */
export const houseAccount = (kind: HouseAccountKind, currency: Currency, key = 0) => {
  const shard = key % HOUSE_SHARDS;
  return shard === 0 ? `${kind}:${currency}` : `${kind}:${currency}:${shard}`;
};

export interface AccountIdentity {
  kind: LedgerAccountKind;
  userId: number | null;
  currency: Currency;
}

const HOUSE_KINDS: readonly HouseAccountKind[] = [
  'deposits_clearing',
  'withdrawals_clearing',
  'fee_income',
  'event_bonus',
  'corrections',
];

export const isHouseKind = (kind: LedgerAccountKind): kind is HouseAccountKind =>
  HOUSE_KINDS.some((known) => known === kind);

/** What a code names, or null when it is not one of the forms above. */
export function parseAccountCode(code: string): AccountIdentity | null {
  const member = /^member:([1-9][0-9]{0,15}):(available|held)$/.exec(code);
  if (member) {
    const kind = member[2] === 'available' ? 'member_available' : 'member_held';
    return { kind, userId: Number(member[1]), currency: 'USD' };
  }
  const platform = /^platform:([a-z]+)$/.exec(code);
  if (platform) {
    const name = PLATFORMS.find((known) => known === platform[1]);
    return name ? { kind: 'platform', userId: null, currency: PLATFORM_CURRENCY[name] } : null;
  }
  const house = new RegExp(`^([a-z_]+):([A-Z]+)(?::([1-${HOUSE_SHARDS - 1}]))?$`).exec(code);
  const kind = HOUSE_KINDS.find((known) => known === house?.[1]);
  const currency = CURRENCIES.find((known) => known === house?.[2]);
  if (kind && currency) return { kind, userId: null, currency };
  return null;
}
