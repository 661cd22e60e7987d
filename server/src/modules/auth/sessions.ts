import type { Role } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { givingBack } from '../rate-limits';

type Db = Kysely<Database>;

/** Who a request is, once its bearer token has been checked. */
export interface AuthSession {
  sessionId: number;
  userId: number;
  role: Role;
}

/**
 * The session of a login, in the statement that gives back the slot its try took (the right
 * password uses up none of the allowance): one round trip, not two.
 */
export async function insertSession(
  db: Db,
  session: { userId: number; role: Role; tokenHash: string; createdAt: Date; expiresAt: Date },
  slot: number[],
): Promise<number> {
  const row = await db
    .with('given_back', givingBack(slot))
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      role: session.role,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * The live session of a token hash: not revoked, not expired, and its account still approved
 * (blocking a member ends their sessions at once, whatever else happens).
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<AuthSession | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 'u.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.status', '=', 'approved')
    .executeTakeFirst();
  return row ? { sessionId: Number(row.id), userId: Number(row.user_id), role: row.role } : null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every live session of an account (a block, a password reset), or every one but
 * `exceptSessionId` (a password change keeps the session that made it).
 */
export async function revokeSessionsOf(
  db: Db,
  userId: number,
  now: Date,
  exceptSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}
