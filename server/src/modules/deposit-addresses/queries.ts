import type { Currency, DepositAddress } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The active deposit address of a currency (at most one, held by a unique index), if any. */
export async function activeDepositAddress(
  db: Kysely<Database>,
  currency: Currency,
): Promise<DepositAddress | undefined> {
  return db
    .selectFrom('deposit_addresses')
    .select(['currency', 'label', 'account', 'holder'])
    .where('currency', '=', currency)
    .where('active', '=', true)
    .executeTakeFirst();
}
