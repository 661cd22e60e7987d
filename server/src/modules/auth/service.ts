import type { LoginAnswer, LoginBody, MemberStatus, Role } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { verifyAgainstNothing, verifyPassword } from '../../security/passwords';
import { newSessionToken, tokenHash } from '../../security/tokens';
import { giveBack, slotOrRefusal, subjects, takingSlot } from '../rate-limits';
import { findLoginAccountTakingSlot } from '../users/queries';
import { insertSession } from './sessions';

export interface LoginContext {
  db: Kysely<Database>;
  now: () => Date;
  sessionSeconds: Record<Role, number>;
}

const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The username or the password is not right');

/** Why an account with the right password still may not log in (docs/product.md §5). */
const REFUSALS: Partial<Record<MemberStatus, HttpError>> = {
  pending: new HttpError(403, 'pending_approval', 'The account is waiting for approval'),
  rejected: new HttpError(403, 'account_rejected', 'The registration was not approved'),
  blocked: new HttpError(403, 'account_blocked', 'The account is blocked; contact support'),
};

/**
 * POST /users/login. The password is checked first, and an unknown username costs the same
 * hashing work, so only the owner of the password learns why an account may not log in.
 * Failures are counted per address and per username typed, whether it exists or not
 * (docs/product.md §6), so the limit tells a stranger nothing either. Every try takes a slot
 * before the password is checked, under the subjects' locks, so parallel tries cannot all pass
 * the check; the right password gives its slot back, so only failures use up the allowance. The
 * slot and the account are one statement: each statement is a round trip, and on PGlite work on
 * the thread that also answers every request (docs/benchmarks.md).
 */
export async function logIn(
  context: LoginContext,
  body: LoginBody,
  ip: string,
): Promise<LoginAnswer> {
  const limitedBy = [subjects.ip(ip), subjects.account(body.username)];
  const triedAt = context.now();
  const { taken, account } = await findLoginAccountTakingSlot(
    context.db,
    body.username,
    takingSlot('login', limitedBy, triedAt),
  );
  const slot = await slotOrRefusal(context.db, 'login', limitedBy, triedAt, taken);
  const passwordRight = account
    ? await verifyPassword(account.password_hash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!account || !passwordRight) throw invalidCredentials();
  const refusal = REFUSALS[account.status];
  // The right password gives its slot back: here, or in the session's own statement below.
  if (refusal) {
    await giveBack(context.db, slot);
    throw refusal;
  }

  const token = newSessionToken();
  const createdAt = context.now();
  // Whole seconds, so the stored expiry and the answered `expiresAt` are the same instant.
  const expiresAtSeconds =
    Math.floor(createdAt.getTime() / 1000) + context.sessionSeconds[account.role];
  await insertSession(
    context.db,
    {
      userId: Number(account.id),
      role: account.role,
      tokenHash: tokenHash(token),
      createdAt,
      expiresAt: new Date(expiresAtSeconds * 1000),
    },
    slot,
  );
  return { token, role: account.role, expiresAt: expiresAtSeconds };
}
