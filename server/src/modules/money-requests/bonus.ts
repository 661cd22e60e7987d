import { firstDepositBonus } from '@wallet/shared/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { postEntry } from '../ledger';
import { bonusLines } from './ledger-lines';
import type { MoneyRequestRow } from './present';

/** An event's bonus percent as stored (numeric(5,2) text, "12.50") in hundredths: 1250. */
export function percentHundredths(text: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new Error(`bonus percent ${text} is not a decimal`);
  const [, whole = '0', fraction = ''] = match;
  // numeric(5,2) never has more than two decimals; anything past them is cut, never rounded up.
  return BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
}

export interface PaidBonus {
  entryId: number;
  eventId: number;
  amountMinor: bigint;
}

/**
 * The first-deposit bonus (docs/product.md §7), at the approval of `charge`, already marked completed
 * in this transaction: only for the member's first completed charge ever, of 100–5,000 USD, while
 * a first-deposit event is live (the highest percent if several). Its own journal entry; the
 * primary key of first_deposit_bonuses makes it once per member whatever else happens.
 */
export async function payFirstDepositBonus(
  trx: Transaction<Database>,
  charge: MoneyRequestRow,
  actorId: number,
  now: Date,
): Promise<PaidBonus | null> {
  const userId = Number(charge.user_id);
  // One statement: the live event, only when the member had no completed charge before and was
  // never paid a bonus (an approval's reads are its round trips).
  const event = await trx
    .selectFrom('events')
    .select(['id', 'bonus_percent'])
    .where('type', '=', 'first_deposit')
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .where('bonus_percent', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('money_requests')
            .select('id')
            .where('user_id', '=', userId)
            .where('kind', '=', 'wallet_charge')
            .where('status', '=', 'completed')
            .where('id', '<>', charge.id),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('first_deposit_bonuses').select('user_id').where('user_id', '=', userId)),
      ),
    )
    .orderBy('bonus_percent', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!event?.bonus_percent) return null;
  const amountMinor = firstDepositBonus(
    BigInt(charge.amount_minor),
    percentHundredths(event.bonus_percent),
  );
  if (amountMinor <= 0n) return null;

  const requestId = Number(charge.id);
  const { entryId } = await postEntry(trx, {
    kind: 'first_deposit_bonus',
    memo: `first-deposit bonus for request #${requestId}`,
    createdBy: actorId,
    userId,
    requestId,
    lines: bonusLines(userId, amountMinor, requestId),
  });
  await trx
    .insertInto('first_deposit_bonuses')
    .values({
      user_id: userId,
      request_id: requestId,
      event_id: event.id,
      entry_id: entryId,
      amount_minor: amountMinor,
      created_at: now,
    })
    .execute();
  return { entryId, eventId: Number(event.id), amountMinor };
}
