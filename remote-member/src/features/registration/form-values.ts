import type { z } from 'zod';
import type { Platform, registerBodySchema } from '@wallet/shared/domain';

type RegisterInput = z.input<typeof registerBodySchema>;

/** POST /users/register's body, as the schema hands it over (referral id upper-cased). */
export type RegisterOutput = z.output<typeof registerBodySchema>;

/** What the form holds: like the body, but a platform may be unchosen and the box unticked. */
export type RegisterFormValues = Omit<RegisterInput, 'platforms' | 'agreeTerms'> & {
  platforms: Array<{ name: Platform | ''; platformId: string }>;
  agreeTerms: boolean;
};

export const MAX_PLATFORMS = 4;

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
