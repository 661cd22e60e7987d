import { z } from 'zod/mini';

/*
 * One-to-one inquiries (docs/communication.md): a member writes one, an administrator answers it
 * once. Field names are the public contract's (`created_at`, `admin_id`). The inquiry is in zod's
 * mini form, since the member's lists parse it (shared/src/zod/page-zod-mini.ts); what is written
 * about one, and the lists' queries, are in inquiry-bodies.ts.
 */

/** Deposit/withdrawal and transfer, account, platform sign-up, download, other. */
export const INQUIRY_CATEGORIES = ['money', 'account', 'platform', 'download', 'etc'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_STATUSES = ['pending', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** One inquiry, in the member's calls and the administrator's. */
export const inquirySchema = z
  .object({
    id: z.int(),
    username: z.string(),
    category: z.enum(INQUIRY_CATEGORIES),
    title: z.string(),
    content: z.string().check(z.describe('Sanitised HTML; may be empty')),
    status: z.enum(INQUIRY_STATUSES),
    created_at: z.string().check(z.describe('ISO 8601 UTC')),
    answer: z.nullable(z.string()).check(z.describe('Sanitised HTML, once answered')),
    answered_at: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'Inquiry' }));
export type Inquiry = z.infer<typeof inquirySchema>;
