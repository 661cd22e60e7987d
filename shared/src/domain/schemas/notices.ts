import { z } from 'zod';
import { pageFields } from './paging';
import { requiredText } from './text';

/*
 * Notices: written in the back office, read by everyone (logged in or not), pinned ones first.
 * Field names follow the public contract (`created_at`).
 */

/** GET /notices, GET /notices/{id} and the back office's calls. */
export const noticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().describe('Sanitised HTML'),
    pinned: z.boolean().describe('Pinned notices come first in every list'),
    created_at: z.string().describe('ISO 8601 UTC'),
    updated_at: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

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
