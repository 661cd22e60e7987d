import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { balanceOf } from '../ledger';
import { refuse } from './refusals';

/**
 * The refusals a call would meet in its transaction, read once before the withdrawal password is
 * checked, so a request that would be refused anyway never spends one of the five tries. The
 * transaction still decides (the unique index, the balance check): a race between this read and
 * the write is answered there.
 */
export async function precheckBeforePassword(
  db: Kysely<Database>,
  userId: number,
  holdMinor: bigint | null,
): Promise<void> {
  const pending = await db
    .selectFrom('money_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw refuse('pending_request_exists');
  if (holdMinor !== null && (await balanceOf(db, userId)).available < holdMinor) {
    throw refuse('insufficient_balance');
  }
}
