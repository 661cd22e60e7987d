import type { Kysely, Selectable } from 'kysely';
import { pageOf } from '../../db/paging';
import type { Database, NoticesTable } from '../../db/schema';

type Db = Kysely<Database>;
export type NoticeRow = Selectable<NoticesTable>;

/** Every notice, pinned ones first, then newest: one page of them, with how many there are. */
export function noticePage(db: Db, limit: number, offset: number) {
  const all = db.selectFrom('notices');
  const rows = all
    .selectAll()
    .orderBy('pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return pageOf(rows, all, { limit, offset });
}

export function findNotice(db: Db, id: number): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}
