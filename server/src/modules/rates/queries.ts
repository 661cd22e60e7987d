import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listRates(db: Kysely<Database>) {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', 'rate', 'available', 'updated_at'])
    .execute();
}

/**
 * One currency's rate as stored (numeric text, e.g. "1380.500000") and whether it is offered.
 * USD is not stored: its rate is one.
 */
export function rateRow(db: Kysely<Database>, currency: 'KRW' | 'PHP' | 'USDT') {
  return db
    .selectFrom('exchange_rates')
    .select(['rate', 'available'])
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
}
