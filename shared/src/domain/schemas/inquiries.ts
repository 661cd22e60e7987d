import { z } from 'zod';
import { emptyAsAbsent, pageFields } from './paging';
import { optionalText, requiredText } from './text';

/*
 * One-to-one inquiries (docs/communication.md): a member writes one, an administrator answers it once.
 * Field names are the public contract's (`created_at`, `admin_id`).
 */

/** Deposit/withdrawal and transfer, account, platform sign-up, download, other. */
export const INQUIRY_CATEGORIES = ['money', 'account', 'platform', 'download', 'etc'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_STATUSES = ['pending', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** One inquiry, in the member's calls and the administrator's. */
export const inquirySchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    category: z.enum(INQUIRY_CATEGORIES),
    title: z.string(),
    content: z.string().describe('Sanitised HTML; may be empty'),
    status: z.enum(INQUIRY_STATUSES),
    created_at: z.string().describe('ISO 8601 UTC'),
    answer: z.string().nullable().describe('Sanitised HTML, once answered'),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'Inquiry' });
export type Inquiry = z.infer<typeof inquirySchema>;

/** POST /users/inquiries: category and title are required, content is not. */
export const inquiryBodySchema = z
  .strictObject({
    // Missing is `required`; a value that is no category is `invalid`.
    category: z.enum(INQUIRY_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'required'
          : 'invalid',
    }),
    title: requiredText(200),
    content: optionalText(10_000).describe('HTML or plain text; sanitised when stored'),
  })
  .meta({ id: 'InquiryBody' });
export type InquiryBody = z.input<typeof inquiryBodySchema>;

/** GET /users/inquiries: the member's own, newest first. */
export const inquiriesQuerySchema = z.strictObject({ ...pageFields });

/** GET /admin/inquiries: `?status=pending|answered`, or empty or absent for all. */
export const adminInquiriesQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsAbsent, z.enum(INQUIRY_STATUSES, 'invalid').optional()),
  ...pageFields,
});
export type AdminInquiriesQuery = z.input<typeof adminInquiriesQuerySchema>;

/**
 * PATCH /admin/inquiries/{id}/answer. `admin_id` is accepted as older clients send it
 * (fixed at 1) and ignored: the answering administrator is the one the token names.
 */
export const inquiryAnswerBodySchema = z
  .strictObject({
    admin_id: z.number('invalid').int('invalid').optional().describe('Accepted and ignored'),
    answer: requiredText(10_000).describe('HTML; sanitised when stored'),
  })
  .meta({ id: 'InquiryAnswerBody' });
export type InquiryAnswerBody = z.input<typeof inquiryAnswerBodySchema>;
