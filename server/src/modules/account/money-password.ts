import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, tooManyTries } from '../../http/errors';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../security/passwords';
import type { SecretsSource } from '../../security/secrets';

/** Five wrong withdrawal passwords in a row lock what needs it for 30 minutes (docs/product.md §6). */
export const MONEY_PASSWORD_MAX_FAILURES = 5;
export const MONEY_PASSWORD_LOCK_SECONDS = 30 * 60;

export interface MoneyPasswordContext {
  db: Kysely<Database>;
  now: () => Date;
  secrets: SecretsSource;
}

export const moneyPasswordIncorrect = () =>
  new HttpError(403, 'money_password_incorrect', 'The withdrawal password is not right');

const locked = (until: Date, now: Date) =>
  tooManyTries(
    'money_password_locked',
    'Too many wrong withdrawal passwords; try again later',
    (until.getTime() - now.getTime()) / 1000,
  );

/** The withdrawal password as stored: argon2id with the server's pepper. */
export async function hashMoneyPassword(
  secrets: SecretsSource,
  moneyPassword: string,
): Promise<string> {
  return hashPassword(moneyPassword, (await secrets()).moneyPasswordPepper);
}

/**
 * The one check of a member's withdrawal password, for every call that needs it (bank info,
 * withdrawals, ...): 429 `money_password_locked` while locked, 403 `money_password_incorrect`
 * when wrong (the fifth wrong one in a row locks and answers 429), nothing when right (which
 * resets the count). Call it before the action's transaction: hashing holds no connection.
 */
export async function assertMoneyPassword(
  context: MoneyPasswordContext,
  userId: number,
  moneyPassword: string,
): Promise<void> {
  const { db } = context;
  const started = context.now();
  const account = await db
    .selectFrom('users')
    .select(['money_password_hash', 'money_password_locked_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) throw moneyPasswordIncorrect();
  const lockedUntil = account.money_password_locked_until;
  if (lockedUntil && lockedUntil > started) throw locked(lockedUntil, started);

  const { moneyPasswordPepper } = await context.secrets();
  const right = account.money_password_hash
    ? await verifyPassword(account.money_password_hash, moneyPassword, moneyPasswordPepper)
    : await verifyAgainstNothing(moneyPassword);
  const now = context.now();

  if (right) {
    // Accepted only if no parallel wrong tries locked the account meanwhile.
    const reset = await db
      .updateTable('users')
      .set({ money_password_failures: 0, money_password_locked_until: null })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('money_password_locked_until', 'is', null),
          eb('money_password_locked_until', '<=', now),
        ]),
      )
      .returning('id')
      .executeTakeFirst();
    if (reset) return;
    const lock = await lockOf(db, userId);
    throw locked(lock ?? new Date(now.getTime() + 1000), now);
  }

  // One statement counts the failure, so parallel wrong tries are all counted.
  const lockFrom = new Date(now.getTime() + MONEY_PASSWORD_LOCK_SECONDS * 1000);
  const reachesLimit = sql<boolean>`money_password_failures + 1 >= ${MONEY_PASSWORD_MAX_FAILURES}`;
  const counted = await db
    .updateTable('users')
    .set({
      money_password_failures: sql<number>`case when ${reachesLimit} then 0 else money_password_failures + 1 end`,
      money_password_locked_until: sql<Date | null>`case when ${reachesLimit} then ${lockFrom}::timestamptz else money_password_locked_until end`,
    })
    .where('id', '=', userId)
    .returning('money_password_locked_until')
    .executeTakeFirst();
  const until = counted?.money_password_locked_until;
  if (until && until > now) throw locked(until, now);
  throw moneyPasswordIncorrect();
}

async function lockOf(db: Kysely<Database>, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('money_password_locked_until')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.money_password_locked_until ?? null;
}
