import type {
  bankInfoBodySchema,
  changeMoneyPasswordBodySchema,
  changePasswordBodySchema,
  languageBodySchema,
  UserInfo,
} from '@wallet/shared/domain';
import type { z } from 'zod';
import { HttpError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { revokeSessionsOf, type AuthSession } from '../auth/sessions';
import { bankInfoChangedMail, type Postbox } from '../mail';
import { giveBack, subjects, takeSlot } from '../rate-limits';
import { userInfo } from '../users/service';
import {
  assertMoneyPassword,
  hashMoneyPassword,
  type MoneyPasswordContext,
} from './money-password';

/** My page: the member changes their own passwords, bank details and language. */
export interface AccountContext extends MoneyPasswordContext {
  postbox: Postbox;
}

const invalidPassword = () =>
  new HttpError(403, 'invalid_password', 'The current password is not right');

const userNotFound = () => new HttpError(404, 'user_not_found', 'This account was not found');

/**
 * PATCH /users/password: ends every other session of the account, keeps this one (docs/product.md
 * §6). A wrong current password counts as a failed login of the account: whoever holds a session
 * that is not theirs gets no more guesses here than at the login.
 */
export async function changePassword(
  context: AccountContext,
  session: AuthSession,
  body: z.output<typeof changePasswordBodySchema>,
): Promise<void> {
  const { db } = context;
  const account = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!account) throw userNotFound();
  const slot = await takeSlot(db, 'login', [subjects.account(account.username)], context.now());
  if (!(await verifyPassword(account.password_hash, body.currentPassword))) throw invalidPassword();
  await giveBack(db, slot);
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', session.userId)
      .execute();
    await revokeSessionsOf(trx, session.userId, context.now(), session.sessionId);
  });
}

/** PATCH /users/money-password: the current withdrawal password is required. */
export async function changeMoneyPassword(
  context: AccountContext,
  userId: number,
  body: z.output<typeof changeMoneyPasswordBodySchema>,
): Promise<void> {
  await assertMoneyPassword(context, userId, body.currentMoneyPassword);
  const moneyPasswordHash = await hashMoneyPassword(context.secrets, body.newMoneyPassword);
  await context.db
    .updateTable('users')
    .set({ money_password_hash: moneyPasswordHash })
    .where('id', '=', userId)
    .execute();
}

/**
 * PUT /users/bank-info: needs the withdrawal password, and mails the member a notice so a change
 * they did not make does not go unseen (docs/product.md §5). Blank optional fields are cleared.
 */
export async function updateBankInfo(
  context: AccountContext,
  userId: number,
  body: z.output<typeof bankInfoBodySchema>,
): Promise<UserInfo> {
  await assertMoneyPassword(context, userId, body.moneyPassword);
  const blankToNull = (value: string | null | undefined) => (value ? value : null);
  const changed = await context.db
    .updateTable('users')
    .set({
      bank_name: body.bankName,
      bank_account: body.bankAccount,
      wallet_address: blankToNull(body.walletAddress),
      peso_account_type: blankToNull(body.pesoAccountType),
      peso_account_number: blankToNull(body.pesoAccountNumber),
    })
    .where('id', '=', userId)
    .returning(['username', 'email', 'language'])
    .executeTakeFirst();
  if (!changed) throw userNotFound();
  if (changed.email) {
    context.postbox.sendLater(
      bankInfoChangedMail(changed.email, changed.username, context.now(), changed.language),
    );
  }
  return userInfo(context.db, userId);
}

/** PATCH /users/language. */
export async function setLanguage(
  context: AccountContext,
  userId: number,
  body: z.output<typeof languageBodySchema>,
): Promise<void> {
  await context.db
    .updateTable('users')
    .set({ language: body.language })
    .where('id', '=', userId)
    .execute();
}
