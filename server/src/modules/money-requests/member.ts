import type { Currency, Platform } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { refuse } from './refusals';

/** What a money request needs to know about its member: name, payout accounts, platforms. */
export interface MoneyMember {
  id: number;
  username: string;
  bankName: string | null;
  bankAccount: string | null;
  walletAddress: string | null;
  pesoAccountNumber: string | null;
  /** The member's id on each platform they registered. */
  platforms: Map<Platform, string>;
}

const filled = (text: string | null) => (text !== null && text.trim() !== '' ? text : null);

export async function moneyMember(db: Kysely<Database>, userId: number): Promise<MoneyMember> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'bank_name', 'bank_account', 'wallet_address'])
    .select('peso_account_number')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('This member');
  const platforms = await db
    .selectFrom('user_platforms')
    .select(['name', 'platform_id'])
    .where('user_id', '=', userId)
    .execute();
  return {
    id: Number(row.id),
    username: row.username,
    bankName: filled(row.bank_name),
    bankAccount: filled(row.bank_account),
    walletAddress: filled(row.wallet_address),
    pesoAccountNumber: filled(row.peso_account_number),
    platforms: new Map(platforms.map((platform) => [platform.name, platform.platform_id])),
  };
}

export const hasBankAccount = (member: MoneyMember) =>
  member.bankName !== null && member.bankAccount !== null;

/**
 * The payout account in the member's own name for a currency (decisions.md §3): KRW and USD go to
 * the bank account, PHP to the peso account, USDT to the wallet address. Missing: 422.
 */
export function assertPayoutAccount(member: MoneyMember, currency: Currency): void {
  const present =
    currency === 'PHP'
      ? member.pesoAccountNumber !== null
      : currency === 'USDT'
        ? member.walletAddress !== null
        : hasBankAccount(member);
  if (!present) throw refuse('payout_account_required');
}

/** The member's id on a platform; 422 `platform_not_registered` when they have none there. */
export function platformIdOf(member: MoneyMember, platform: Platform): string {
  const id = member.platforms.get(platform);
  if (id === undefined || id.trim() === '') throw refuse('platform_not_registered');
  return id;
}
