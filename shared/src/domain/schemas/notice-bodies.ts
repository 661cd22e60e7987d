import { z } from 'zod';
import { pageFields } from './paging';
import { requiredText } from './text';

/*
 * What the server reads about notices, in full zod: the back office's body and the lists' query.
 * The notice itself, as every call answers it, is in notices.ts.
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
