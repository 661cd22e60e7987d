import {
  MONEY_REQUEST_KINDS,
  type Currency,
  type HistoryKind,
  type MoneyRequestStatus,
} from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seoulDayEnd, seoulDayStart } from '../audit/queries';

type Db = Kysely<Database>;

export interface HistoryFilter {
  kind?: HistoryKind;
  /** The member's username, without regard to case. */
  username?: string;
  /** First and last day (both included), `YYYY-MM-DD` in Asia/Seoul. */
  from?: string;
  to?: string;
}

/** Ledger movements that are no request: they appear in the history beside the requests. */
export const LEDGER_HISTORY_KINDS = ['correction', 'first_deposit_bonus'] as const;

/** One history row as the database answers it; money as text of integer minor units. */
export interface HistoryRecord {
  source: 'request' | 'entry';
  ref_id: string;
  at: Date;
  kind: HistoryKind;
  status: MoneyRequestStatus | null;
  username: string;
  currency: Currency;
  amount_minor: string;
  fee_minor: string | null;
  wallet_change_minor: string;
  memo: string | null;
  processed_by: string | null;
}

const isRequestKind = (kind: HistoryKind) =>
  (MONEY_REQUEST_KINDS as readonly string[]).includes(kind);

/**
 * Processed requests (docs/api.md: every status but pending), dated by their decision. The wallet
 * change is what the decision did to the wallet: a completed charge credits the reflected amount,
 * a completed withdrawal debits the amount, a completed transfer moves its signed wallet change;
 * a rejection or cancellation gives back what was held, so nets nothing, and platform trade is
 * outside the wallet. The amount is in USD for wallet charges and withdrawals, else in `currency`.
 */
function processedRequests(db: Db, filter: HistoryFilter) {
  let query = db
    .selectFrom('money_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as a', 'a.id', 'r.processed_by')
    .where('r.status', '<>', 'pending')
    .select([
      sql<'request' | 'entry'>`'request'::text`.as('source'),
      sql<string>`r.id::text`.as('ref_id'),
      sql<Date>`r.processed_at`.as('at'),
      sql<HistoryKind>`r.kind`.as('kind'),
      sql<MoneyRequestStatus | null>`r.status`.as('status'),
      'u.username',
      sql<Currency>`case when r.kind in ('wallet_charge', 'wallet_withdraw') then 'USD'
        else r.currency end`.as('currency'),
      sql<string>`r.amount_minor::text`.as('amount_minor'),
      // A fee is taken on approval only: a rejected or cancelled request took none, whatever its
      // quote said when it was made.
      sql<string | null>`case when r.status = 'completed' then r.fee_minor::text end`.as(
        'fee_minor',
      ),
      sql<string>`(case when r.status <> 'completed' then 0
        when r.kind = 'wallet_charge' then coalesce(r.reflected_minor, 0)
        when r.kind = 'wallet_withdraw' then -r.amount_minor
        when r.kind = 'wallet_transfer' then coalesce(r.wallet_change_minor, 0)
        else 0 end)::text`.as('wallet_change_minor'),
      sql<string | null>`r.admin_memo`.as('memo'),
      sql<string | null>`a.username`.as('processed_by'),
    ]);
  if (filter.kind) query = query.where(sql<string>`r.kind`, '=', filter.kind);
  if (filter.username) {
    query = query.where(sql<string>`lower(u.username)`, '=', filter.username.toLowerCase());
  }
  if (filter.from) query = query.where('r.processed_at', '>=', seoulDayStart(filter.from));
  if (filter.to) query = query.where('r.processed_at', '<', seoulDayEnd(filter.to));
  return query;
}

/**
 * Corrections and first-deposit bonuses: the wallet change is the entry's line on the member's
 * available account. The member is the entry's user_id, or the owner of that line for entries
 * posted before entries carried one (opening balances).
 */
function ledgerMovements(db: Db, filter: HistoryFilter) {
  const kinds: readonly string[] = filter.kind ? [filter.kind] : LEDGER_HISTORY_KINDS;
  let query = db
    .selectFrom('journal_entries as e')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('journal_lines as jl')
          .innerJoin('ledger_accounts as la', 'la.id', 'jl.account_id')
          .where('jl.entry_id', '=', eb.ref('e.id'))
          .where('la.kind', '=', 'member_available')
          .select([
            sql<string | null>`sum(jl.amount)`.as('change'),
            sql<string | null>`min(la.user_id)`.as('member_id'),
          ])
          .as('m'),
      (join) => join.onTrue(),
    )
    .innerJoin('users as u', (join) =>
      join.on(sql<boolean>`u.id = coalesce(e.user_id, m.member_id)`),
    )
    .leftJoin('users as a', 'a.id', 'e.created_by')
    .where('e.kind', 'in', kinds)
    .where(sql<boolean>`m.change is not null`)
    .select([
      sql<'request' | 'entry'>`'entry'::text`.as('source'),
      sql<string>`e.id::text`.as('ref_id'),
      sql<Date>`e.created_at`.as('at'),
      sql<HistoryKind>`e.kind`.as('kind'),
      sql<MoneyRequestStatus | null>`null::text`.as('status'),
      'u.username',
      sql<Currency>`'USD'::text`.as('currency'),
      sql<string>`m.change::text`.as('amount_minor'),
      sql<string | null>`null::text`.as('fee_minor'),
      sql<string>`m.change::text`.as('wallet_change_minor'),
      sql<string | null>`e.memo`.as('memo'),
      sql<string | null>`a.username`.as('processed_by'),
    ]);
  if (filter.username) {
    query = query.where(sql<string>`lower(u.username)`, '=', filter.username.toLowerCase());
  }
  if (filter.from) query = query.where('e.created_at', '>=', seoulDayStart(filter.from));
  if (filter.to) query = query.where('e.created_at', '<', seoulDayEnd(filter.to));
  return query;
}

/** The rows a filter matches, from requests, from the ledger, or both. */
function matching(db: Db, filter: HistoryFilter) {
  if (filter.kind && isRequestKind(filter.kind)) return processedRequests(db, filter);
  if (filter.kind) return ledgerMovements(db, filter);
  return processedRequests(db, filter).unionAll(ledgerMovements(db, filter));
}

/** One page of the history, newest first (ties: the later record first). */
export function historyRows(
  db: Db,
  filter: HistoryFilter,
  limit: number,
  offset: number,
): Promise<HistoryRecord[]> {
  return db
    .selectFrom(matching(db, filter).as('h'))
    .selectAll()
    .orderBy('h.at', 'desc')
    .orderBy(sql`h.ref_id::bigint`, 'desc')
    .orderBy('h.source')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countHistory(db: Db, filter: HistoryFilter): Promise<number> {
  const row = await db
    .selectFrom(matching(db, filter).as('h'))
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
