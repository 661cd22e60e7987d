import type { MoneyRequest, MoneyRequestKind, MoneyRequestStatus } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seoulDayEnd, seoulDayStart } from '../audit/queries';
import { presentRequest } from './present';

type Db = Kysely<Database>;

/** Requests with their member's username, as presentRequest reads them. */
const withUsername = (db: Db) =>
  db.selectFrom('money_requests as r').innerJoin('users as u', 'u.id', 'r.user_id');

export interface RequestFilter {
  userId?: number;
  kinds?: readonly MoneyRequestKind[];
  status?: MoneyRequestStatus;
  /** The member's username, without regard to case. */
  username?: string;
  /** First and last day of the request (both included), `YYYY-MM-DD` in Asia/Seoul. */
  from?: string;
  to?: string;
}

/**
 * The requests a filter keeps, without the members' table: the count reads only the requests
 * (every request has its member), and a username names its member's id.
 */
function filtered(db: Db, filter: RequestFilter) {
  let query = db.selectFrom('money_requests as r');
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
  if (filter.kinds) query = query.where('r.kind', 'in', filter.kinds);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const { username } = filter;
  if (username) {
    query = query.where('r.user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', username.toLowerCase()),
    );
  }
  if (filter.from) query = query.where('r.created_at', '>=', seoulDayStart(filter.from));
  if (filter.to) query = query.where('r.created_at', '<', seoulDayEnd(filter.to));
  return query;
}

export interface RequestPage {
  requests: MoneyRequest[];
  total: number;
}

/**
 * One page of requests, newest first; `pendingFirst` puts the ones waiting for a decision on top
 * (the administrator's list).
 */
export async function requestPage(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number; pendingFirst?: boolean },
): Promise<RequestPage> {
  let query = filtered(db, filter)
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.username');
  if (page.pendingFirst) query = query.orderBy(sql`(r.status = 'pending')`, 'desc');
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { requests: rows.map(presentRequest), total: await requestTotal(db, filter) };
}

/**
 * How many requests a filter keeps, exactly. A filter of kinds and status alone sums the counts
 * kept beside the requests (migration 0009_request_counts): a few rows, where counting would read
 * every request. A member, username or days narrow the requests through their indexes, so those
 * are counted.
 */
async function requestTotal(db: Db, filter: RequestFilter): Promise<number> {
  const { userId, username, from, to } = filter;
  if (userId === undefined && !username && !from && !to) {
    let kept = db
      .selectFrom('money_request_counts')
      .select(sql<string>`coalesce(sum(n), 0)`.as('total'));
    if (filter.kinds) kept = kept.where('kind', 'in', filter.kinds);
    if (filter.status) kept = kept.where('status', '=', filter.status);
    return Number((await kept.executeTakeFirstOrThrow()).total);
  }
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/** The member's one pending request (docs/product.md §3), if any. */
export async function pendingRequestOf(db: Db, userId: number): Promise<MoneyRequest | null> {
  const row = await withUsername(db)
    .selectAll('r')
    .select('u.username')
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'pending')
    .executeTakeFirst();
  return row ? presentRequest(row) : null;
}
