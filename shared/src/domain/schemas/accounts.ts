import { z } from 'zod';
import { LANGUAGES } from '../roles';
import { PLATFORMS } from '../platforms';
import { moneyPasswordSchema } from './money-password';

/*
 * The account rules of docs/product.md §12 and §5, written once: the server validates
 * with these schemas and the forms validate and show errors with the very same ones. Each
 * message is an docs/api.md field code (`required`, `too_short`, `pattern`, ...), which the server
 * returns in `fields` and the forms translate.
 */

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** The longest username (also the longest name a list of recipients may hold). */
export const USERNAME_MAX = 20;

/** 5–20 ASCII letters and digits. Unique without regard to case (the server checks). */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .min(5, 'too_short')
  .max(USERNAME_MAX, 'too_long')
  .regex(/^[A-Za-z0-9]+$/, 'pattern');

/** At least 8 ASCII letters and digits, with at least one of each. */
export const passwordSchema = z
  .string()
  .min(1, 'required')
  .min(8, 'too_short')
  .max(100, 'too_long')
  .regex(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/, 'pattern');

/** 9–15 digits, an optional leading +, spaces and hyphens allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(30, 'too_long')
  .refine((phone) => {
    if (!/^\+?[0-9 -]+$/.test(phone)) return false;
    const digits = phone.replace(/[^0-9]/g, '').length;
    return digits >= 9 && digits <= 15;
  }, 'pattern');

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email('invalid'));

/** Every member's own referral id: 8 letters and digits (read without regard to case). */
export const referralIdSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .regex(/^[A-Za-z0-9]{8}$/, 'pattern')
  .transform((id) => id.toUpperCase());

export const platformAccountSchema = z.strictObject({
  name: z.enum(PLATFORMS, 'required'),
  platformId: required(50),
});

/** 1–4 platform accounts, no platform twice, every field filled. */
export const platformAccountsSchema = z
  .array(platformAccountSchema)
  .min(1, 'required')
  .max(4, 'too_long')
  .superRefine((accounts, ctx) => {
    const seen = new Set<string>();
    accounts.forEach((account, index) => {
      if (seen.has(account.name)) {
        ctx.addIssue({ code: 'custom', message: 'taken', path: [index, 'name'] });
      }
      seen.add(account.name);
    });
  });

/** POST /users/register. */
export const registerBodySchema = z
  .strictObject({
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string().min(1, 'required'),
    moneyPassword: moneyPasswordSchema,
    realName: required(50),
    phone: phoneSchema,
    email: emailSchema,
    referralId: referralIdSchema,
    bankName: required(50),
    bankAccount: required(50),
    platforms: platformAccountsSchema,
    agreeTerms: z.literal(true, 'required'),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: 'mismatch',
    path: ['passwordConfirm'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /users/email-code. */
export const emailCodeBodySchema = z.strictObject({ email: emailSchema });

/** POST /users/email-code/verify: the 6-digit code mailed to the address. */
export const emailCodeVerifyBodySchema = z.strictObject({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[0-9]{6}$/, 'pattern'),
});

/** POST /users/forgot-password. */
export const forgotPasswordBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'required').max(20, 'too_long'),
  email: emailSchema,
});

/** POST /users/reset-password. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().min(1, 'required').max(200, 'too_long'),
    password: passwordSchema,
    passwordConfirm: z.string().min(1, 'required'),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: 'mismatch',
    path: ['passwordConfirm'],
  });

/** PATCH /users/password. */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string().min(1, 'required').max(100, 'too_long'),
    newPassword: passwordSchema,
    newPasswordConfirm: z.string().min(1, 'required'),
  })
  .refine((body) => body.newPassword === body.newPasswordConfirm, {
    message: 'mismatch',
    path: ['newPasswordConfirm'],
  });

/** PATCH /users/money-password. */
export const changeMoneyPasswordBodySchema = z.strictObject({
  currentMoneyPassword: moneyPasswordSchema,
  newMoneyPassword: moneyPasswordSchema,
});

const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional().nullable();

/** PUT /users/bank-info: needs the withdrawal password. */
export const bankInfoBodySchema = z.strictObject({
  moneyPassword: moneyPasswordSchema,
  bankName: required(50),
  bankAccount: required(50),
  walletAddress: optionalText(120),
  pesoAccountType: optionalText(30),
  pesoAccountNumber: optionalText(50),
});

/** PATCH /users/language. */
export const languageBodySchema = z.strictObject({ language: z.enum(LANGUAGES, 'invalid') });
