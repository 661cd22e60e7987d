import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listRates(db: Kysely<Database>) {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', 'rate', 'available', 'updated_at'])
    .execute();
}
