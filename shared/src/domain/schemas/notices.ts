import { z } from 'zod/mini';

/*
 * Notices: written in the back office, read by everyone (logged in or not), pinned ones first.
 * Field names follow the public contract (`created_at`). The answer is in zod's mini form, since
 * a signed-in member's home lists notices (shared/src/zod/page-zod-mini.ts); the body and the
 * query the server reads are in notice-bodies.ts.
 */

/** GET /notices, GET /notices/{id} and the back office's calls. */
export const noticeSchema = z
  .object({
    id: z.int(),
    title: z.string(),
    content: z.string().check(z.describe('Sanitised HTML')),
    pinned: z.boolean().check(z.describe('Pinned notices come first in every list')),
    created_at: z.string().check(z.describe('ISO 8601 UTC')),
    updated_at: z.string().check(z.describe('ISO 8601 UTC')),
  })
  .check(z.meta({ id: 'Notice' }));
export type Notice = z.infer<typeof noticeSchema>;
