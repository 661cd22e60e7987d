import {
  payoutAccountFor,
  type Currency,
  type PayoutAccount,
  type PayoutDetails,
  type Platform,
} from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { refuse } from './refusals';

/** What a money request needs to know about its member: name, payout accounts, platforms. */
export interface MoneyMember extends PayoutDetails {
  id: number;
  username: string;
  /** The member's id on each platform they registered. */
  platforms: Map<Platform, string>;
}

export async function moneyMember(db: Kysely<Database>, userId: number): Promise<MoneyMember> {
  // One statement: the member and their platforms (each statement is a round trip).
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'real_name', 'bank_name', 'bank_account', 'wallet_address'])
    .select(['peso_account_type', 'peso_account_number'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('user_platforms')
          .select(['name', 'platform_id'])
          .whereRef('user_platforms.user_id', '=', 'users.id'),
      ).as('platforms'),
    )
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('This member');
  // As stored: the domain's payoutAccountFor and hasBankInfo trim, and read blank as missing.
  return {
    id: Number(row.id),
    username: row.username,
    realName: row.real_name,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
    walletAddress: row.wallet_address,
    pesoAccountType: row.peso_account_type,
    pesoAccountNumber: row.peso_account_number,
    platforms: new Map(row.platforms.map((platform) => [platform.name, platform.platform_id])),
  };
}

/**
 * The payout account in the member's own name for a currency (docs/product.md §3): KRW and USD go to
 * the bank account, PHP to the peso account, USDT to the wallet address. Missing: 422. The
 * request stores what this answers, so the administrator pays exactly there.
 */
export function assertPayoutAccount(member: MoneyMember, currency: Currency): PayoutAccount {
  const account = payoutAccountFor(member, currency);
  if (!account) throw refuse('payout_account_required');
  return account;
}

/** The member's id on a platform; 422 `platform_not_registered` when they have none there. */
export function platformIdOf(member: MoneyMember, platform: Platform): string {
  const id = member.platforms.get(platform);
  if (id === undefined || id.trim() === '') throw refuse('platform_not_registered');
  return id;
}
