import { CURRENCIES, type Currency, type DepositAddress } from '@wallet/shared/domain';
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

/** The active address of every currency (or of one), in the product's currency order. */
export async function activeDepositAddresses(
  db: Kysely<Database>,
  currency?: Currency,
): Promise<DepositAddress[]> {
  let query = db
    .selectFrom('deposit_addresses')
    .select(['currency', 'label', 'account', 'holder'])
    .where('active', '=', true);
  if (currency) query = query.where('currency', '=', currency);
  const rows = await query.execute();
  return rows.sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** Every address the back office manages, by currency, the active one first, then newest. */
export async function allDepositAddresses(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('deposit_addresses')
    .selectAll()
    .orderBy('active', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // A stable sort keeps the database's order within each currency.
  return rows.sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

export type DepositAddressRow = Awaited<ReturnType<typeof allDepositAddresses>>[number];
