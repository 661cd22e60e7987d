import { z } from 'zod';
import { requiredText } from './text';
import { MEMBER_STATUSES } from '../roles';
import { emailSchema, phoneSchema } from './accounts';
import { linkedPlatformSchema } from './users';

/** GET /users/check-username answer. */
export const usernameAvailabilitySchema = z
  .object({ available: z.boolean() })
  .meta({ id: 'UsernameAvailability' });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

/** POST /users/email-code/verify answer. */
export const emailVerifiedSchema = z
  .object({ verified: z.literal(true) })
  .meta({ id: 'EmailVerified' });

/** POST /users/register answer: the account waits for an administrator's approval. */
export const registrationAnswerSchema = z
  .object({ status: z.literal('pending') })
  .meta({ id: 'RegistrationAnswer' });

/** One member in the administrator's list (GET /admin/users). Money in USD major units. */
export const adminMemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    realName: z.string(),
    email: z.string(),
    phone: z.string(),
    status: z.enum(MEMBER_STATUSES),
    balance: z.number(),
    held: z.number(),
    warnings: z.number().int(),
    referralId: z.string(),
    recommender: z.string().nullable().describe("The recommender's username"),
    platforms: z.array(linkedPlatformSchema),
    createdAt: z.string().describe('ISO 8601, UTC'),
  })
  .meta({ id: 'AdminMember' });
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** A warning an administrator gave, kept after the count is cleared. */
export const memberWarningSchema = z
  .object({
    id: z.number().int(),
    reason: z.string(),
    givenBy: z.string().nullable().describe("The administrator's username"),
    givenAt: z.string(),
    clearedAt: z.string().nullable(),
  })
  .meta({ id: 'MemberWarning' });
export type MemberWarning = z.infer<typeof memberWarningSchema>;

/** GET /admin/users/{id}: the list's fields plus bank details, language and warning history. */
export const adminMemberDetailSchema = adminMemberSchema
  .extend({
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    walletAddress: z.string().nullable(),
    pesoAccountType: z.string().nullable(),
    pesoAccountNumber: z.string().nullable(),
    language: z.string(),
    warningHistory: z.array(memberWarningSchema).describe('Newest first'),
  })
  .meta({ id: 'AdminMemberDetail' });
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** GET /admin/users query: status filter, search by username or real name, paging. */
export const adminMembersQuerySchema = z.strictObject({
  // An empty value means "every status", as a select's "all" option sends it.
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(MEMBER_STATUSES, 'invalid').optional(),
  ),
  q: z.string().trim().max(50, 'too_long').optional(),
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(200, 'invalid')
    .default(50),
  offset: z.coerce.number('invalid').int('invalid').min(0, 'invalid').default(0),
});
export type AdminMembersQuery = z.input<typeof adminMembersQuerySchema>;

/** Where an administrator may move a member (docs/product.md §5 says which moves are allowed). */
export const MEMBER_STATUS_TARGETS = ['approved', 'rejected', 'blocked'] as const;

/** PATCH /admin/users/{id}: a status change and/or profile corrections; at least one field. */
export const adminMemberPatchBodySchema = z
  .strictObject({
    status: z.enum(MEMBER_STATUS_TARGETS, 'invalid').optional(),
    realName: requiredText(50).optional(),
    phone: z.optional(phoneSchema),
    email: z.optional(emailSchema),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'required',
    path: ['status'],
  });
export type AdminMemberPatchBody = z.input<typeof adminMemberPatchBodySchema>;

/** POST /admin/users/{id}/warnings. */
export const memberWarningBodySchema = z.strictObject({
  reason: requiredText(500),
});
export type MemberWarningBody = z.input<typeof memberWarningBodySchema>;
