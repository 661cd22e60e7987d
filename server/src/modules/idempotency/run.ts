import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { saveAnswer, storedAnswer, type IdempotencyCall } from './store';

/** Stores the answer in the effect's transaction; a no-op when the call carries no key. */
export type Remember<T> = (trx: Transaction<Database>, answer: T) => Promise<void>;

export interface IdempotentResult<T> {
  statusCode: number;
  answer: T;
  /** True when this is the first answer again and nothing new happened. */
  replayed: boolean;
}

/**
 * Runs a money-creating effect under an Idempotency-Key (docs/product.md §10). A key seen before with
 * the same request answers the stored answer and runs nothing; with another request, 422. A new
 * key runs the effect, which stores its answer with `remember` in its own transaction. When the
 * effect fails, a duplicate may have raced it and won (its request or key made ours fail), so the
 * key is read again: if the winner stored an answer, that is the answer.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  call: IdempotencyCall<T> | null,
  effect: (remember: Remember<T>) => Promise<T>,
): Promise<IdempotentResult<T>> {
  if (!call) {
    const answer = await effect(async () => undefined);
    return { statusCode: 201, answer, replayed: false };
  }
  const earlier = await storedAnswer(db, call);
  if (earlier) return { ...earlier, replayed: true };
  try {
    const answer = await effect((trx, value) => saveAnswer(trx, call, value));
    return { statusCode: call.statusCode, answer, replayed: false };
  } catch (error) {
    const winner = await storedAnswer(db, call);
    if (winner) return { ...winner, replayed: true };
    throw error;
  }
}
