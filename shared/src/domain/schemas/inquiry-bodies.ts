import { z } from 'zod';
import { emptyAsAbsent, pageFields } from './paging';
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES } from './inquiries';
import { optionalText, requiredText } from './text';

/*
 * What the server reads about inquiries, in full zod: what a member and an administrator write,
 * and the lists' queries. The inquiry itself, as every call answers it, is in inquiries.ts.
 */

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
