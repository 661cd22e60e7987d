import type { Inquiry, InquiryStatus } from '@wallet/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import { pageOf } from '../../db/paging';
import type { Database, InquiriesTable } from '../../db/schema';

type Db = Kysely<Database>;

/** An inquiry row with its member's username, as presentInquiry reads it. */
export type InquiryRow = Selectable<InquiriesTable> & { username: string };

export function presentInquiry(row: InquiryRow): Inquiry {
  return {
    id: Number(row.id),
    username: row.username,
    category: row.category,
    title: row.title,
    content: row.content,
    status: row.status,
    created_at: row.created_at.toISOString(),
    answer: row.answer,
    answered_at: row.answered_at ? row.answered_at.toISOString() : null,
  };
}

export interface InquiryFilter {
  /** Only this member's (the member's own calls). */
  userId?: number;
  status?: InquiryStatus;
}

function filtered(db: Db, filter: InquiryFilter) {
  let query = db.selectFrom('inquiries as i').innerJoin('users as u', 'u.id', 'i.user_id');
  if (filter.userId !== undefined) query = query.where('i.user_id', '=', filter.userId);
  if (filter.status) query = query.where('i.status', '=', filter.status);
  return query;
}

/** One page of inquiries, newest first, and how many the filter matches. */
export async function inquiryPage(
  db: Db,
  filter: InquiryFilter,
  limit: number,
  offset: number,
): Promise<{ inquiries: Inquiry[]; total: number }> {
  const rows = filtered(db, filter)
    .selectAll('i')
    .select('u.username')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc');
  const page = await pageOf(rows, filtered(db, filter), { limit, offset });
  return { inquiries: page.rows.map(presentInquiry), total: page.total };
}

/** One inquiry (only the member's own when `userId` is given), or undefined. */
export async function findInquiry(
  db: Db,
  id: number,
  filter: InquiryFilter = {},
): Promise<Inquiry | undefined> {
  const row = await filtered(db, filter)
    .selectAll('i')
    .select('u.username')
    .where('i.id', '=', id)
    .executeTakeFirst();
  return row ? presentInquiry(row) : undefined;
}
