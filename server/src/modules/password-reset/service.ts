import type { forgotPasswordBodySchema, resetPasswordBodySchema } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../../security/passwords';
import { newSessionToken, tokenHash } from '../../security/tokens';
import { setNewPassword } from '../auth/new-password';
import { passwordResetMail, type Postbox } from '../mail';
import { subjects, takeSlot } from '../rate-limits';

/** A reset link works once, for 30 minutes (docs/product.md §6). */
export const RESET_LINK_MINUTES = 30;

export interface PasswordResetContext {
  db: Kysely<Database>;
  now: () => Date;
  postbox: Postbox;
  /** The site's address for the link, e.g. https://wallet.example. */
  publicUrl: string;
}

const resetTokenInvalid = () =>
  new HttpError(422, 'reset_token_invalid', 'The reset link is invalid or has expired');

/**
 * POST /users/forgot-password. The answer is the same, and as quick, whether or not the
 * username and email belong together: the link is made and mailed after the reply.
 */
export async function forgotPassword(
  context: PasswordResetContext,
  body: z.output<typeof forgotPasswordBodySchema>,
  ip: string,
): Promise<void> {
  const { db } = context;
  const now = context.now();
  await takeSlot(db, 'forgotPassword', [subjects.ip(ip), subjects.account(body.username)], now);
  const account = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where(sql<string>`lower(username)`, '=', body.username.toLowerCase())
    .where(sql<string>`lower(email)`, '=', body.email.toLowerCase())
    .executeTakeFirst();
  const userId = Number(account?.id);
  const email = account?.email;
  if (!email) return;
  const { language } = account;
  // After the reply: writing the token and mailing take time the unmatched case would not.
  context.postbox.sendLater(async () => {
    const token = await storeResetToken(db, userId, context.now());
    const link = `${context.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return passwordResetMail(email, link, RESET_LINK_MINUTES, language);
  });
}

/** A new link for the account; it replaces every unused earlier one. Only its hash is kept. */
async function storeResetToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_reset_tokens')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: userId,
        token_hash: tokenHash(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      })
      .execute();
  });
  return token;
}

/**
 * POST /users/reset-password: sets the password, uses up the link, ends every session and forgets
 * the account's failed logins (the link proved who it is).
 */
export async function resetPassword(
  context: PasswordResetContext,
  body: z.output<typeof resetPasswordBodySchema>,
): Promise<void> {
  const { db } = context;
  const hash = tokenHash(body.token);
  const live = (at: Date) =>
    db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at);
  // A cheap look first: a garbage token must not cost a password hash.
  if (!(await live(context.now()).executeTakeFirst())) throw resetTokenInvalid();
  const passwordHash = await hashPassword(body.password);

  await db.transaction().execute(async (trx) => {
    const now = context.now();
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw resetTokenInvalid();
    await setNewPassword(trx, Number(used.user_id), passwordHash, now);
  });
}
