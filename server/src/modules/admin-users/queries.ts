import type { MemberStatus } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberBalanceColumn } from '../ledger/balances';
import { PROFILE_COLUMNS } from '../users/queries';

type Db = Kysely<Database>;

export interface MemberFilter {
  status?: MemberStatus;
  /** Part of the username or the real name, without regard to case. */
  q?: string;
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function filtered(db: Db, filter: MemberFilter) {
  let query = db.selectFrom('users as u').where('u.role', '=', 'user');
  if (filter.status) query = query.where('u.status', '=', filter.status);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where(
      sql<boolean>`(lower(u.username) like ${pattern} escape '\\' or lower(u.real_name) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** The member columns every answer shows, with the recommender and the wallet from the ledger. */
function withMemberColumns(db: Db, filter: MemberFilter) {
  return filtered(db, filter)
    .leftJoin('users as r', 'r.id', 'u.recommender_id')
    .select([
      'u.id',
      'u.status',
      'u.created_at',
      ...PROFILE_COLUMNS,
      memberBalanceColumn('available').as('available'),
      memberBalanceColumn('held').as('held'),
    ]);
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** One page of members, newest first. */
export function listMembers(db: Db, filter: MemberFilter, limit: number, offset: number) {
  return withMemberColumns(db, filter)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMembers(db: Db, filter: MemberFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A member (role user) by id, or undefined. */
export function findMember(db: Db, id: number) {
  return withMemberColumns(db, {}).where('u.id', '=', id).executeTakeFirst();
}

export function platformsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('user_platforms')
    .select(['user_id', 'name', 'platform_id'])
    .where('user_id', 'in', userIds)
    .orderBy('name')
    .execute();
}

/** Every warning a member was given, newest first, with the administrator's username. */
export function warningHistory(db: Db, userId: number) {
  return db
    .selectFrom('member_warnings as w')
    .leftJoin('users as a', 'a.id', 'w.created_by')
    .select(['w.id', 'w.reason', 'a.username as given_by', 'w.created_at', 'w.cleared_at'])
    .where('w.user_id', '=', userId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
}
