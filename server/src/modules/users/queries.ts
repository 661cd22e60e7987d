import { sql, type Kysely } from 'kysely';
import type { Language, MemberStatus, Role } from '@wallet/shared/domain';
import type { Database } from '../../db/schema';
import { newReferralId } from '../../security/referral';

type Db = Kysely<Database>;

/** The person behind a login attempt, found without regard to case. */
export function findLoginAccount(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'role', 'status'])
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
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

/** Everything GET /users/info shows, with the recommender's username. */
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

export function findProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as r', 'r.id', 'u.recommender_id')
    .select([...PROFILE_COLUMNS, 'u.role'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function findPlatforms(db: Db, userId: number) {
  return db
    .selectFrom('user_platforms')
    .select(['name', 'platform_id'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
}
