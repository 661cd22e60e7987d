import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The Asia/Seoul calendar day of a timestamptz column, as `YYYY-MM-DD` text. */
const seoulDay = (column: string) =>
  sql<string>`to_char(date_trunc('day', ${sql.ref(column)} at time zone 'Asia/Seoul'), 'YYYY-MM-DD')`;

/** Members (not administrators) registered in [from, to), counted per Seoul day. */
export function signupsByDay(db: Db, from: Date, to: Date) {
  const day = seoulDay('created_at');
  return db
    .selectFrom('users')
    .select([day.as('day'), (eb) => eb.fn.countAll<string>().as('n')])
    .where('role', '=', 'user')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(day)
    .execute();
}

/**
 * Completed wallet charges and withdrawals approved in [from, to), per Seoul day and kind: how
 * many, and the sum of their USD amounts in cents (numeric as text, so the sum is exact).
 */
export function moneyByDay(db: Db, from: Date, to: Date) {
  const day = seoulDay('processed_at');
  return db
    .selectFrom('money_requests')
    .select([
      day.as('day'),
      'kind',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('amount_minor').as('sum_minor'),
    ])
    .where('status', '=', 'completed')
    .where('kind', 'in', ['wallet_charge', 'wallet_withdraw'])
    .where('processed_at', '>=', from)
    .where('processed_at', '<', to)
    .groupBy([day, 'kind'])
    .execute();
}
