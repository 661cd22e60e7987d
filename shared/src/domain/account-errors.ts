/**
 * Error codes of the account calls (registration, email codes, password reset, my page, member
 * management). The spec's catalogue keeps its own spelling (`usernameTaken`, `codeInvalid`, ...);
 * our own codes are snake_case. The forms translate them.
 */
export const ACCOUNT_ERROR_CODES = [
  'usernameTaken',
  'emailTaken',
  'emailVerificationRequired',
  'codeInvalid',
  'referral_not_found',
  'reset_token_invalid',
  'password_mismatch',
  'invalid_password',
  'money_password_incorrect',
  'money_password_locked',
  'invalid_transition',
  'user_not_found',
  'mail_unavailable',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
