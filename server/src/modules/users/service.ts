import { isLanguage, toMajor, type UserInfo } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/record';
import { houseAccount, memberAvailable, postEntry } from '../ledger';
import {
  findProfile,
  findProfileOfToken,
  freeReferralId,
  insertAccount,
  type NewAccount,
  type ProfileRow,
} from './queries';

/** GET /users/info: the profile, and for a member the wallet from the ledger (null for an administrator). */
export async function userInfo(db: Kysely<Database>, userId: number): Promise<UserInfo> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound('This account');
  return present(profile);
}

/** GET /users/info for a bearer token's hash; undefined when it has no live session. */
export async function userInfoOfToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<UserInfo | undefined> {
  const profile = await findProfileOfToken(db, tokenHash, now);
  return profile && present(profile);
}

function present(profile: ProfileRow): UserInfo {
  const member = profile.role === 'user';
  const cents = (balance: string | number | bigint | null) => toMajor(BigInt(balance ?? 0), 'USD');
  return {
    username: profile.username,
    realName: profile.real_name,
    phone: profile.phone,
    email: profile.email ?? '',
    balance: member ? cents(profile.available) : null,
    held: member ? cents(profile.held) : null,
    warnings: profile.warnings,
    recommender: profile.recommender,
    referralId: profile.referral_id,
    bankName: profile.bank_name,
    bankAccount: profile.bank_account,
    walletAddress: profile.wallet_address,
    pesoAccountType: profile.peso_account_type,
    pesoAccountNumber: profile.peso_account_number,
    platforms: profile.platforms.map((platform) => ({
      name: platform.name,
      platformId: platform.platform_id,
    })),
    language: isLanguage(profile.language) ? profile.language : 'en',
    role: profile.role,
  };
}

export type AccountToCreate = Omit<NewAccount, 'passwordHash' | 'referralId'> & {
  password: string;
  /** USD cents credited at once by a correction entry (seeding, the command line). */
  openingBalanceMinor?: bigint;
  /** Who creates it, for the journal and the audit log; null for the system. */
  createdBy?: number | null;
};

/**
 * Creates an administrator or a member with their own referral id, and credits an opening
 * balance as a ledger correction with its audit row, all in one transaction.
 */
export async function createAccount(
  db: Kysely<Database>,
  account: AccountToCreate,
): Promise<number> {
  // Hash before the transaction: PGlite has one connection, and hashing holds none.
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const referralId = await freeReferralId(trx);
    const userId = await insertAccount(trx, { ...account, passwordHash, referralId });
    const opening = account.openingBalanceMinor ?? 0n;
    if (opening !== 0n) {
      const createdBy = account.createdBy ?? null;
      const memo = 'opening balance';
      const { entryId } = await postEntry(trx, {
        kind: 'correction',
        memo,
        createdBy,
        lines: [
          { accountCode: memberAvailable(userId), currency: 'USD', amountMinor: opening },
          {
            accountCode: houseAccount('corrections', 'USD'),
            currency: 'USD',
            amountMinor: -opening,
          },
        ],
      });
      await recordAudit(trx, {
        actorId: createdBy,
        action: 'ledger.correction',
        target: { kind: 'user', id: userId },
        before: { available: 0 },
        after: { available: toMajor(opening, 'USD'), entryId, reason: memo },
      });
    }
    return userId;
  });
}
