import { z } from 'zod';
import { pageFields } from './paging';
import { requiredText } from './text';

/*
 * Notices as the back office writes them, and the lists' query, in full zod; the answer is in
 * notices.ts.
 */

/** GET /notices and GET /admin/notices: pinned first, then newest, paged. */
export const noticesQuerySchema = z.strictObject({ ...pageFields });

/** POST /admin/notices and PUT /admin/notices/{id}: the whole notice as the form holds it. */
export const noticeBodySchema = z
  .strictObject({
    title: requiredText(200),
    content: requiredText(50_000).describe('HTML; sanitised when stored'),
    pinned: z.boolean('invalid').default(false),
  })
  .meta({ id: 'NoticeBody' });
export type NoticeBody = z.input<typeof noticeBodySchema>;
