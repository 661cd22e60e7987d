import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { keyedHash, sameDigest, type SecretsSource } from '../../security/secrets';
import { emailCodeMail, type Postbox } from '../mail';
import { subjects, takeSlot } from '../rate-limits';

/** A code is good for 10 minutes and 5 tries (docs/product.md §6). */
export const EMAIL_CODE_MINUTES = 10;
export const EMAIL_CODE_TRIES = 5;
/** How long a verified address may be used to register. */
export const VERIFIED_EMAIL_MINUTES = 30;

export interface EmailCodeContext {
  db: Kysely<Database>;
  now: () => Date;
  secrets: SecretsSource;
  postbox: Postbox;
}

const codeInvalid = () =>
  new HttpError(422, 'codeInvalid', 'The code is wrong or expired; ask for a new one');

const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * POST /users/email-code: mails a fresh 6-digit code, replacing any earlier one. Only a keyed
 * hash of it is stored. Limited per address and per caller's IP.
 */
export async function sendEmailCode(
  context: EmailCodeContext,
  email: string,
  ip: string,
): Promise<void> {
  const address = email.toLowerCase();
  const now = context.now();
  await takeSlot(context.db, 'emailCode', [subjects.email(address), subjects.ip(ip)], now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { emailCodeKey } = await context.secrets();
  const row = {
    code_hash: keyedHash(emailCodeKey, address, code),
    expires_at: addMinutes(now, EMAIL_CODE_MINUTES),
    tries_left: EMAIL_CODE_TRIES,
    verified_at: null,
    created_at: now,
  };
  await context.db
    .insertInto('email_codes')
    .values({ email: address, ...row })
    .onConflict((oc) => oc.column('email').doUpdateSet(row))
    .execute();
  await context.postbox.send(emailCodeMail(email, code, EMAIL_CODE_MINUTES));
}

/**
 * POST /users/email-code/verify. Every try, right or wrong, uses one of the code's tries in a
 * single statement, so parallel guesses cannot get more than five.
 */
export async function verifyEmailCode(
  context: EmailCodeContext,
  email: string,
  code: string,
): Promise<{ verified: true }> {
  const address = email.toLowerCase();
  const now = context.now();
  const row = await context.db
    .updateTable('email_codes')
    .set((eb) => ({ tries_left: eb('tries_left', '-', 1) }))
    .where('email', '=', address)
    .where('tries_left', '>', 0)
    .where('expires_at', '>', now)
    .returning('code_hash')
    .executeTakeFirst();
  const expected = keyedHash((await context.secrets()).emailCodeKey, address, code);
  if (!row || !sameDigest(row.code_hash, expected)) throw codeInvalid();
  await context.db
    .updateTable('email_codes')
    .set({ verified_at: now })
    .where('email', '=', address)
    .where('code_hash', '=', row.code_hash)
    .execute();
  return { verified: true };
}

/** True when the address was verified recently enough to register with. */
export async function isEmailVerified(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .select('email')
    .where('email', '=', email.toLowerCase())
    .where('verified_at', '>', addMinutes(now, -VERIFIED_EMAIL_MINUTES))
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses up the address's verification inside the registration's transaction; false if none. */
export async function consumeVerification(
  trx: Transaction<Database>,
  email: string,
  now: Date,
): Promise<boolean> {
  const row = await trx
    .deleteFrom('email_codes')
    .where('email', '=', email.toLowerCase())
    .where('verified_at', '>', addMinutes(now, -VERIFIED_EMAIL_MINUTES))
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}
