import type { z } from 'zod';
import { platformAccountSchema, registerBodySchema, type Platform } from '@wallet/shared/domain';
import { maxLengthsOf } from '../../lib/forms';

type RegisterInput = z.input<typeof registerBodySchema>;

/** POST /users/register's body, as the schema hands it over (referral id upper-cased). */
export type RegisterOutput = z.output<typeof registerBodySchema>;

/** What the form holds: like the body, but a platform may be unchosen and the box unticked. */
export type RegisterFormValues = Omit<RegisterInput, 'platforms' | 'agreeTerms'> & {
  platforms: Array<{ name: Platform | ''; platformId: string }>;
  agreeTerms: boolean;
};

/** The longest value of each field, as the schema takes it: a "too long" names it. */
export const REGISTER_MAX = maxLengthsOf(registerBodySchema.shape);
export const PLATFORM_MAX = maxLengthsOf(platformAccountSchema.shape);

/** The most platform rows the schema takes (`platforms` is a list: its length is the count). */
export const MAX_PLATFORMS = REGISTER_MAX.platforms ?? Infinity;

export const EMPTY_PLATFORM = { name: '', platformId: '' } as const;

export const REGISTER_DEFAULTS: RegisterFormValues = {
  username: '',
  password: '',
  passwordConfirm: '',
  moneyPassword: '',
  realName: '',
  phone: '',
  email: '',
  referralId: '',
  bankName: '',
  bankAccount: '',
  platforms: [{ ...EMPTY_PLATFORM }],
  agreeTerms: false,
};

const TOP_LEVEL = new Set(Object.keys(REGISTER_DEFAULTS));

/** True for a field name the form shows an error beside (for the server's `fields`). */
export function isRegisterField(name: string): boolean {
  return TOP_LEVEL.has(name) || /^platforms\.\d+\.(name|platformId)$/.test(name);
}
