import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetHits, subjects } from '../rate-limits';
import { revokeSessionsOf } from './sessions';

/**
 * Sets a password that someone proved they may set without the old one (a reset link, the
 * operator's admin:create). Every session of the account ends, and its failed logins are
 * forgotten, so the new password works at once even where the login limit had locked the
 * account. Run it inside the caller's transaction.
 */
export async function setNewPassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const account = await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirstOrThrow();
  await revokeSessionsOf(db, userId, now);
  await forgetHits(db, 'login', subjects.account(account.username));
}
