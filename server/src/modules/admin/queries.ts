import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Member counts for the dashboard; `todayStart` is the start of today in Asia/Seoul. */
export function memberCounts(db: Kysely<Database>, todayStart: Date) {
  return db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'pending').as('pending'),
      eb.fn.countAll<string>().filterWhere('created_at', '>=', todayStart).as('today'),
    ])
    .where('role', '=', 'user')
    .executeTakeFirstOrThrow();
}

/** Pending money requests: money coming in (charges, recharges) and going out (withdrawals). */
export function pendingRequestCounts(db: Kysely<Database>) {
  return db
    .selectFrom('money_requests')
    .select((eb) => [
      eb.fn
        .countAll<string>()
        .filterWhere('kind', 'in', ['wallet_charge', 'platform_recharge'])
        .as('recharge'),
      eb.fn
        .countAll<string>()
        .filterWhere('kind', 'in', ['wallet_withdraw', 'platform_withdraw'])
        .as('withdraw'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}
