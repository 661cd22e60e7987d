import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Language, MemberStatus, Role } from '@wallet/shared/domain';
import type { Database } from '../../db/schema';
import { memberBalanceColumn } from '../ledger/balances';
import { newReferralId } from '../../security/referral';

type Db = Kysely<Database>;

/**
 * The person behind a login attempt, found without regard to case, read in the statement that
 * takes the try's abuse-limit slot (`slot`, rate-limits' `takingSlot`): one round trip, not two.
 * The left join keeps exactly one row, so the slot is taken once, whether or not an account has
 * that name (the unique index on lower(username) allows no second row).
 */
export async function findLoginAccountTakingSlot(
  db: Db,
  username: string,
  slot: RawBuilder<string[]>,
) {
  const { rows } = await sql<{
    taken: string[];
    id: string | null;
    password_hash: string | null;
    role: Role | null;
    status: MemberStatus | null;
  }>`select ${slot} as taken, u.id, u.password_hash, u.role, u.status
    from (select) as one left join users as u on lower(u.username) = ${username.toLowerCase()}`.execute(
    db,
  );
  const row = rows[0];
  const account =
    row && row.id !== null && row.password_hash !== null && row.role !== null && row.status !== null
      ? { id: row.id, password_hash: row.password_hash, role: row.role, status: row.status }
      : undefined;
  return { taken: row?.taken ?? [], account };
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The account (member or administrator) whose own referral id this is. */
export function findByReferralId(db: Db, referralId: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('referral_id', '=', referralId.toUpperCase())
    .executeTakeFirst();
}

/** A referral id nobody holds yet (8 of 32 characters: a clash is rare, so a few tries suffice). */
export async function freeReferralId(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = newReferralId();
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('referral_id', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error('could not find a free referral id');
}

export interface NewAccount {
  username: string;
  passwordHash: string;
  role: Role;
  status: MemberStatus;
  referralId: string;
  email?: string | null;
  realName?: string;
  phone?: string;
  recommenderId?: number | null;
  language?: Language;
  createdAt?: Date;
  moneyPasswordHash?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: account.username,
      password_hash: account.passwordHash,
      role: account.role,
      status: account.status,
      referral_id: account.referralId,
      email: account.email ?? null,
      real_name: account.realName ?? '',
      phone: account.phone ?? '',
      recommender_id: account.recommenderId ?? null,
      language: account.language ?? 'en',
      created_at: account.createdAt,
      money_password_hash: account.moneyPasswordHash ?? null,
      bank_name: account.bankName ?? null,
      bank_account: account.bankAccount ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A member's profile as both the member and the administrator read it (`u` the member, `r` the
 * recommender): who they are, how to reach them, where their money is paid.
 */
export const PROFILE_COLUMNS = [
  'u.username',
  'u.real_name',
  'u.phone',
  'u.email',
  'u.warnings',
  'u.referral_id',
  'u.bank_name',
  'u.bank_account',
  'u.wallet_address',
  'u.peso_account_type',
  'u.peso_account_number',
  'u.language',
  'r.username as recommender',
] as const;

/**
 * Everything GET /users/info shows, in one statement: the profile, the platforms (ordered by
 * name) and the wallet's two cached balances (the codes of memberAccountCode in
 * @wallet/shared/domain, built in SQL; null when never used).
 */
function profileQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.recommender_id')
    .select((eb) => [
      ...PROFILE_COLUMNS,
      'u.role',
      jsonArrayFrom(
        eb
          .selectFrom('user_platforms as p')
          .select(['p.name', 'p.platform_id'])
          .whereRef('p.user_id', '=', 'u.id')
          .orderBy('p.name'),
      ).as('platforms'),
      memberBalanceColumn('available').as('available'),
      memberBalanceColumn('held').as('held'),
    ]);
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function findProfile(db: Db, userId: number) {
  return profileQuery(db).where('u.id', '=', userId).executeTakeFirst();
}

/**
 * The profile of a token's live session, the session checked in the same statement and by the
 * same rules as the guard's findLiveSession: not revoked, not expired, the account approved.
 */
export function findProfileOfToken(db: Db, tokenHash: string, now: Date) {
  return profileQuery(db)
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.status', '=', 'approved')
    .executeTakeFirst();
}
