import type { Kysely } from 'kysely';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';

/** Every event, newest first, one page of them, with how many there are. */
export function eventPage(db: Kysely<Database>, limit: number, offset: number) {
  const all = db.selectFrom('events');
  const rows = all.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  return pageOf(rows, all, { limit, offset });
}

export type EventRow = Awaited<ReturnType<typeof eventPage>>['rows'][number];

/**
 * The popups live at `now` (docs/product.md §7: active and starts_at ≤ now < ends_at), the newest
 * first. First-deposit events are not shown: they only pay the bonus.
 */
export async function livePopups(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'content', 'image_url', 'starts_at', 'ends_at'])
    .where('type', '=', 'popup')
    .where('active', '=', true)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
