import type { Notice, noticeBodySchema } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { sanitizeRequiredHtml } from '../../security/html';
import { auditedRecords } from '../admin-records';
import type { ServiceContext } from '../module-options';
import { findNotice, type NoticeRow } from './queries';

type Body = z.output<typeof noticeBodySchema>;

export function presentNotice(row: NoticeRow): Notice {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    pinned: row.pinned,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** GET /notices/{id} and /admin/notices/{id}; 404 when there is none. */
export async function noticeById(db: Kysely<Database>, id: number): Promise<Notice> {
  const row = await findNotice(db, id);
  if (!row) throw notFound('This notice');
  return presentNotice(row);
}

/** The columns of a body; the title is text, the content HTML that must show something. */
const columnsOf = (body: Body) => ({
  title: body.title,
  content: sanitizeRequiredHtml(body.content, 'content'),
  pinned: body.pinned,
});

const notices = auditedRecords<NoticeRow>({
  table: 'notices',
  what: 'This notice',
  targetKind: 'notice',
  actions: { create: 'notice.create', update: 'notice.update', delete: 'notice.delete' },
  snapshot: (row) => ({ title: row.title, content: row.content, pinned: row.pinned }),
});

/** POST /admin/notices. */
export async function createNotice(
  context: ServiceContext,
  actorId: number,
  body: Body,
): Promise<Notice> {
  const columns = columnsOf(body);
  const row = await notices.create(context.db, actorId, (trx) => {
    const now = context.now();
    return trx
      .insertInto('notices')
      .values({ ...columns, created_by: actorId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentNotice(row);
}

/** PUT /admin/notices/{id}: the whole notice as the form holds it. */
export async function updateNotice(
  context: ServiceContext,
  actorId: number,
  id: number,
  body: Body,
): Promise<Notice> {
  const columns = columnsOf(body);
  const row = await notices.update(context.db, actorId, id, (trx) =>
    trx
      .updateTable('notices')
      .set({ ...columns, updated_at: context.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentNotice(row);
}

/** DELETE /admin/notices/{id}: nothing refers to a notice; the audit row keeps what it was. */
export function deleteNotice(context: ServiceContext, actorId: number, id: number): Promise<void> {
  return notices.remove(context.db, actorId, id);
}
