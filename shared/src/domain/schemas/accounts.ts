import { z } from 'zod/mini';
import { regexes } from 'zod/v4/core';
import { LANGUAGES } from '../roles';
import { PLATFORMS } from '../platforms';
import { matches, rule, superRule, ticked } from './mini-rules';
import { moneyPasswordSchema } from './money-password';
import { hasVisibleText } from './text-rules';

/*
 * The account rules of docs/product.md §12 and §5, written once: the server validates
 * with these schemas and the forms validate and show errors with the very same ones. Each
 * message is an docs/api.md field code (`required`, `too_short`, `pattern`, ...), which the server
 * returns in `fields` and the forms translate. In zod's mini form, as the money schemas, so that
 * the registration, password and my page forms carry no full zod (shared/src/zod/page-zod-mini.ts):
 * the shell's shared builders only, our own rules as check functions (mini-rules.ts).
 */

/** A required text: trimmed, 1..max characters, something visible among them (text-rules.ts). */
const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      rule(hasVisibleText, 'required'),
      z.maxLength(max, 'too_long'),
    );

/** How many digits a bank or peso account number has (the forms' message names them). */
export const ACCOUNT_NUMBER_DIGITS = { min: 6, max: 30 } as const;

/**
 * An account number as a bank prints it: digits, single spaces or hyphens between groups.
 * Anything else ("abc") would leave the administrator nowhere to pay.
 */
const ACCOUNT_NUMBER = new RegExp(
  `^(?=(?:[ -]?\\d){${ACCOUNT_NUMBER_DIGITS.min},${ACCOUNT_NUMBER_DIGITS.max}}$)\\d+(?:[ -]\\d+)*$`,
);

/** How long a crypto wallet address is: a TRON address is 34 characters, an Ethereum one 42. */
export const WALLET_ADDRESS_LENGTH = { min: 26, max: 100 } as const;

/** A crypto wallet address: letters and digits only, no spaces or signs. */
const WALLET_ADDRESS = new RegExp(
  `^[A-Za-z0-9]{${WALLET_ADDRESS_LENGTH.min},${WALLET_ADDRESS_LENGTH.max}}$`,
);

/** A bank account number the payout goes to. */
const accountNumber = (max: number) => required(max).check(...matches(ACCOUNT_NUMBER, 'pattern'));

/** A text a member may leave empty (cleared) or fill with what `pattern` takes. */
const optionalMatching = (max: number, pattern: RegExp) =>
  z.nullable(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(max, 'too_long'),
        rule((text: string) => text === '' || pattern.test(text), 'pattern'),
        z.meta({ pattern: `^$|${pattern.source}` }),
      ),
    ),
  );

/** The longest username (also the longest name a list of recipients may hold). */
export const USERNAME_MAX = 20;

/** 5–20 ASCII letters and digits. Unique without regard to case (the server checks). */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.minLength(5, 'too_short'),
    z.maxLength(USERNAME_MAX, 'too_long'),
    ...matches(/^[A-Za-z0-9]+$/, 'pattern'),
  );

/** At least 8 ASCII letters and digits, with at least one of each. */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, 'required'),
    z.minLength(8, 'too_short'),
    z.maxLength(100, 'too_long'),
    ...matches(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/, 'pattern'),
  );

/** 9–15 digits, an optional leading +, spaces and hyphens allowed. */
export const phoneSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(30, 'too_long'),
  rule((phone: string) => {
    if (!/^\+?[0-9 -]+$/.test(phone)) return false;
    const digits = phone.replace(/[^0-9]/g, '').length;
    return digits >= 9 && digits <= 15;
  }, 'pattern'),
);

/**
 * An address zod's email check takes (its own pattern), checked once the text itself is fine.
 * The pattern comes from zod's core, not the shared `zod/mini` object: a constant, not a builder.
 * As a rule, not zod's email format, it gives the API docs no `format: "email"`; request bodies
 * are documented by their input, which never showed it.
 */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'too_long')),
  z.string().check(rule((email: string) => regexes.email.test(email), 'invalid')),
);

/** Every member's own referral id: 8 letters and digits (read without regard to case). */
export const referralIdSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), ...matches(/^[A-Za-z0-9]{8}$/, 'pattern')),
  z.transform((id: string) => id.toUpperCase()),
);

export const platformAccountSchema = z.strictObject({
  name: z.enum(PLATFORMS, 'required'),
  platformId: required(50),
});

/** 1–4 platform accounts, no platform twice, every field filled. */
export const platformAccountsSchema = z.array(platformAccountSchema).check(
  z.minLength(1, 'required'),
  z.maxLength(4, 'too_long'),
  superRule((accounts: Array<{ name: string }>, ctx) => {
    const seen = new Set<string>();
    accounts.forEach((account, index) => {
      if (seen.has(account.name)) {
        ctx.addIssue({ code: 'custom', message: 'taken', path: [index, 'name'] });
      }
      seen.add(account.name);
    });
  }),
);

/** `confirm` equals `password`, or the confirmation is `mismatch`. */
const confirms = <Field extends string, Confirm extends string>(
  password: Field,
  confirm: Confirm,
) =>
  superRule((body: Record<Field | Confirm, string>, ctx) => {
    if (body[password] !== body[confirm]) {
      ctx.addIssue({ code: 'custom', message: 'mismatch', path: [confirm] });
    }
  });

/**
 * The terms ticked: `true` and nothing else, with the JSON Schema word of zod's `literal(true)`.
 * Unlike that literal, an unticked box does not stop the other checks: a confirmation that differs
 * is reported with it, as every other field's problem is.
 */
const termsAccepted = z.boolean('required').check(ticked, z.meta({ const: true }));

/** POST /users/register. */
export const registerBodySchema = z
  .strictObject({
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string().check(z.minLength(1, 'required')),
    moneyPassword: moneyPasswordSchema,
    realName: required(50),
    phone: phoneSchema,
    email: emailSchema,
    referralId: referralIdSchema,
    bankName: required(50),
    bankAccount: accountNumber(50),
    platforms: platformAccountsSchema,
    agreeTerms: termsAccepted,
  })
  .check(confirms('password', 'passwordConfirm'));
export type RegisterBody = z.input<typeof registerBodySchema>;

/** POST /users/email-code. */
export const emailCodeBodySchema = z.strictObject({ email: emailSchema });

/** POST /users/email-code/verify: the 6-digit code mailed to the address. */
export const emailCodeVerifyBodySchema = z.strictObject({
  email: emailSchema,
  code: z.string().check(z.trim(), z.minLength(1, 'required'), ...matches(/^[0-9]{6}$/, 'pattern')),
});

/** POST /users/forgot-password. */
export const forgotPasswordBodySchema = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(20, 'too_long')),
  email: emailSchema,
});

/** POST /users/reset-password. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().check(z.minLength(1, 'required'), z.maxLength(200, 'too_long')),
    password: passwordSchema,
    passwordConfirm: z.string().check(z.minLength(1, 'required')),
  })
  .check(confirms('password', 'passwordConfirm'));

/**
 * PATCH /users/password. The new password differs from the current one (`same_as_current`): a
 * "change" that keeps it would still end every other session and look done.
 */
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: z.string().check(z.minLength(1, 'required'), z.maxLength(100, 'too_long')),
    newPassword: passwordSchema,
    newPasswordConfirm: z.string().check(z.minLength(1, 'required')),
  })
  .check(
    confirms('newPassword', 'newPasswordConfirm'),
    superRule((body: { currentPassword: string; newPassword: string }, ctx) => {
      if (body.newPassword !== '' && body.newPassword === body.currentPassword) {
        ctx.addIssue({ code: 'custom', message: 'same_as_current', path: ['newPassword'] });
      }
    }),
  );

/** PATCH /users/money-password. */
export const changeMoneyPasswordBodySchema = z.strictObject({
  currentMoneyPassword: moneyPasswordSchema,
  newMoneyPassword: moneyPasswordSchema,
});

const optionalText = (max: number) =>
  z.nullable(z.optional(z.string().check(z.trim(), z.maxLength(max, 'too_long'))));

/** PUT /users/bank-info: needs the withdrawal password. */
export const bankInfoBodySchema = z.strictObject({
  moneyPassword: moneyPasswordSchema,
  bankName: required(50),
  bankAccount: accountNumber(50),
  walletAddress: optionalMatching(WALLET_ADDRESS_LENGTH.max, WALLET_ADDRESS),
  pesoAccountType: optionalText(30),
  pesoAccountNumber: optionalMatching(50, ACCOUNT_NUMBER),
});

/** PATCH /users/language. */
export const languageBodySchema = z.strictObject({ language: z.enum(LANGUAGES, 'invalid') });
