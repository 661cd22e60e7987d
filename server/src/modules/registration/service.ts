import type { registerBodySchema } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { constraintName, isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import type { SecretsSource } from '../../security/secrets';
import { hashMoneyPassword } from '../account/money-password';
import { consumeVerification, isEmailVerified } from '../email-verification/service';
import {
  emailExists,
  findByReferralId,
  freeReferralId,
  insertAccount,
  usernameExists,
} from '../users/queries';

export type RegistrationBody = z.output<typeof registerBodySchema>;

export interface RegistrationContext {
  db: Kysely<Database>;
  now: () => Date;
  secrets: SecretsSource;
}

const usernameTaken = () =>
  new HttpError(409, 'usernameTaken', 'This username is taken', { username: 'taken' });
const emailTaken = () =>
  new HttpError(409, 'emailTaken', 'This email address is already registered', {
    email: 'taken',
  });
const verificationRequired = () =>
  new HttpError(422, 'emailVerificationRequired', 'Verify the email address with a code first');
const referralNotFound = () =>
  new HttpError(422, 'referral_not_found', 'No member has this referral id', {
    referralId: 'invalid',
  });

/** GET /users/check-username: free without regard to case. */
export async function usernameAvailable(
  db: Kysely<Database>,
  username: string,
): Promise<{ available: boolean }> {
  return { available: !(await usernameExists(db, username)) };
}

/**
 * POST /users/register: a `pending` member with their own referral id, the recommender, bank
 * details and platform accounts. The cheap checks come first and answer clearly (the email's
 * verification before whether it is taken, so an unverified address reveals nothing); the unique
 * indexes on lower(username) and lower(email) settle a race between two registrations, and the
 * verification is used up in the same transaction, so one code makes one account.
 */
export async function register(
  context: RegistrationContext,
  body: RegistrationBody,
): Promise<{ status: 'pending' }> {
  const { db } = context;
  const now = context.now();
  if (await usernameExists(db, body.username)) throw usernameTaken();
  const recommender = await findByReferralId(db, body.referralId);
  if (!recommender) throw referralNotFound();
  // Verification before the taken check: only whoever reads the address's mail may learn
  // that it is registered.
  if (!(await isEmailVerified(db, body.email, now))) throw verificationRequired();
  if (await emailExists(db, body.email)) throw emailTaken();

  // Hash before the transaction: PGlite has one connection, and hashing holds none.
  const passwordHash = await hashPassword(body.password);
  const moneyPasswordHash = await hashMoneyPassword(context.secrets, body.moneyPassword);

  try {
    await db.transaction().execute(async (trx) => {
      const userId = await insertAccount(trx, {
        username: body.username,
        passwordHash,
        moneyPasswordHash,
        role: 'user',
        status: 'pending',
        referralId: await freeReferralId(trx),
        recommenderId: Number(recommender.id),
        email: body.email,
        realName: body.realName,
        phone: body.phone,
        bankName: body.bankName,
        bankAccount: body.bankAccount,
        createdAt: now,
      });
      await trx
        .insertInto('user_platforms')
        .values(
          body.platforms.map((platform) => ({
            user_id: userId,
            name: platform.name,
            platform_id: platform.platformId,
          })),
        )
        .execute();
      if (!(await consumeVerification(trx, body.email, now))) throw verificationRequired();
    });
  } catch (error) {
    throw takenAnswer(error) ?? error;
  }
  return { status: 'pending' };
}

/** The 409 for a registration that lost a race on a unique index, or null for other errors. */
function takenAnswer(error: unknown): HttpError | null {
  if (!isUniqueViolation(error)) return null;
  switch (constraintName(error)) {
    case 'users_username_lower_key':
      return usernameTaken();
    case 'users_email_lower_key':
      return emailTaken();
    default:
      return null;
  }
}
