import { z } from 'zod';
import { LANGUAGES, ROLES } from '../roles';
import { PLATFORMS } from '../platforms';

export const linkedPlatformSchema = z.object({
  name: z.enum(PLATFORMS),
  platformId: z.string(),
});
export type LinkedPlatform = z.infer<typeof linkedPlatformSchema>;

/** GET /users/info (spec; any role). `balance` is available USD, null for an administrator. */
export const userInfoSchema = z
  .object({
    username: z.string(),
    realName: z.string(),
    phone: z.string(),
    email: z.string(),
    balance: z.number().nullable(),
    held: z.number().nullable(),
    warnings: z.number().int(),
    recommender: z.string().nullable(),
    referralId: z.string(),
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    walletAddress: z.string().nullable(),
    pesoAccountType: z.string().nullable(),
    pesoAccountNumber: z.string().nullable(),
    platforms: z.array(linkedPlatformSchema),
    language: z.enum(LANGUAGES),
    role: z.enum(ROLES),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;
