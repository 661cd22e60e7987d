import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Keys are kept at least this long (docs/product.md §10); older ones may be deleted and reused. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** One Idempotency-Key of one member, bound to one request (method, path and body). */
export interface IdempotencyCall<T> {
  userId: number;
  key: string;
  /** requestFingerprint() of the call. */
  fingerprint: string;
  /** The status the first answer was given with (201 for everything that creates). */
  statusCode: number;
  now: Date;
  /** Reads a stored answer back into the type it was stored from. */
  read: (stored: unknown) => T;
}

const keptSince = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3600 * 1000);

export const idempotencyKeyReused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for another request; make a new key for a new request',
  );

/**
 * The stored answer of a key, or undefined when the key is new (or older than the keeping time).
 * The same key with another request is refused: 422 `idempotency_key_reused`.
 */
export async function storedAnswer<T>(
  db: Kysely<Database>,
  call: IdempotencyCall<T>,
): Promise<{ statusCode: number; answer: T } | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['body_hash', 'status_code', 'answer'])
    .where('user_id', '=', call.userId)
    .where('key', '=', call.key)
    .where('created_at', '>', keptSince(call.now))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.body_hash !== call.fingerprint) throw idempotencyKeyReused();
  return { statusCode: row.status_code, answer: call.read(row.answer) };
}

/**
 * Stores the answer with the effect, in its transaction: both commit or neither does. A duplicate
 * racing the first makes this insert (or the effect before it) fail, and the caller re-reads.
 * The member's keys past the keeping time go first, so an old key can be used again.
 */
export async function saveAnswer<T>(
  trx: Transaction<Database>,
  call: IdempotencyCall<T>,
  answer: T,
): Promise<void> {
  await trx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', call.userId)
    .where('created_at', '<=', keptSince(call.now))
    .execute();
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: call.userId,
      key: call.key,
      body_hash: call.fingerprint,
      status_code: call.statusCode,
      answer: JSON.stringify(answer),
      created_at: call.now,
    })
    .execute();
}
