import {
  parseAuditTarget,
  startOfSeoulDay,
  type AuditAction,
  type AuditEntry,
} from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface AuditFilter {
  /** The administrator's username, without regard to case. */
  actor?: string;
  action?: AuditAction;
  /** First and last day (both included), `YYYY-MM-DD` in Asia/Seoul. */
  from?: string;
  to?: string;
}

/** The instant a `YYYY-MM-DD` day begins in Asia/Seoul. */
export function seoulDayStart(day: string): Date {
  // Noon in Seoul lies inside that calendar day; startOfSeoulDay finds its midnight.
  return startOfSeoulDay(new Date(`${day}T12:00:00+09:00`));
}

/** The instant the day after a `YYYY-MM-DD` day begins in Asia/Seoul. */
export function seoulDayEnd(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return seoulDayStart(next.toISOString().slice(0, 10));
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log as l').leftJoin('users as a', 'a.id', 'l.actor_id');
  if (filter.actor) {
    query = query.where(sql<string>`lower(a.username)`, '=', filter.actor.toLowerCase());
  }
  if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.from) query = query.where('l.at', '>=', seoulDayStart(filter.from));
  if (filter.to) query = query.where('l.at', '<', seoulDayEnd(filter.to));
  return query;
}

/** One page of the audit log, newest first, and how many rows the filter matches. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await filtered(db, filter)
    .select(['l.id', 'l.at', 'a.username as actor', 'l.action', 'l.target', 'l.before', 'l.after'])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const usernames = await usernamesOf(
    db,
    rows.map((row) => parseAuditTarget(row.target)),
  );
  return {
    entries: rows.map((row) => {
      const target = parseAuditTarget(row.target);
      return {
        id: Number(row.id),
        at: row.at.toISOString(),
        actor: row.actor,
        action: row.action,
        target: row.target,
        targetName: target?.kind === 'user' ? (usernames.get(target.id) ?? null) : null,
        before: row.before ?? null,
        after: row.after ?? null,
      };
    }),
    total: Number(count.total),
  };
}

/**
 * The usernames of the users a page of rows is about, in one query: a row stores `user:42`, and
 * the administrator reads "Member kim01". A username never changes, so today's is the one it had.
 */
async function usernamesOf(
  db: Db,
  targets: ReadonlyArray<ReturnType<typeof parseAuditTarget>>,
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(targets.flatMap((target) => (target?.kind === 'user' ? [target.id] : []))),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), row.username]));
}
