import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation, type englishResources } from '@wallet/shared/i18n';
import { isApiError, type AnswerCodeOf } from '@wallet/shared/domain';
import { answerMessageKey } from './code-messages';

type ServerErrorKey = `serverErrors.${keyof typeof englishResources.account.serverErrors}`;

/** A failed call as the forms read it: the API's code and per-field codes, when it gave them. */
export interface Failure {
  code: string | null;
  fields: Record<string, string>;
}

/** Reads an RTK Query error (`unwrap()` rejection): `{ status, data: { error, fields? } }`. */
export function readFailure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null && 'data' in error && isApiError(error.data)) {
    return { code: error.data.error, fields: error.data.fields ?? {} };
  }
  return { code: null, fields: {} };
}

/** Every code an account call (registration, codes, reset, my page) can answer. */
export type AccountCallAnswerCode = AnswerCodeOf<'account' | 'moneyPassword' | 'anyCall'>;

/**
 * The sentence for every code an account call can answer. `satisfies` fails the build for a code
 * the server may answer with no sentence, and for a sentence keyed by a code it never sends.
 * Codes that are nobody's input, or end the session (the shell then goes to the login), and the
 * back office's own `invalid_transition` read as the general failure.
 */
const MESSAGES = {
  usernameTaken: 'serverErrors.usernameTaken',
  emailTaken: 'serverErrors.emailTaken',
  emailVerificationRequired: 'serverErrors.emailVerificationRequired',
  codeInvalid: 'serverErrors.codeInvalid',
  referral_not_found: 'serverErrors.referralNotFound',
  too_many_requests: 'serverErrors.tooManyRequests',
  mail_unavailable: 'serverErrors.mailUnavailable',
  reset_token_invalid: 'serverErrors.resetTokenInvalid',
  password_mismatch: 'serverErrors.passwordMismatch',
  invalid_password: 'serverErrors.invalidPassword',
  money_password_incorrect: 'serverErrors.moneyPasswordIncorrect',
  money_password_locked: 'serverErrors.moneyPasswordLocked',
  user_not_found: 'serverErrors.userNotFound',
  validation_failed: 'serverErrors.fieldsInvalid',
  service_unavailable: 'serverErrors.unavailable',
  internal_error: 'serverErrors.unavailable',
  bad_request: 'serverErrors.unknown',
  unauthorized: 'serverErrors.unknown',
  forbidden: 'serverErrors.unknown',
  not_found: 'serverErrors.unknown',
  payload_too_large: 'serverErrors.unknown',
  invalid_transition: 'serverErrors.unknown',
} as const satisfies Record<AccountCallAnswerCode, ServerErrorKey>;

/** The account.json key for a failure's code; any other text (or none) is the general failure. */
export function accountErrorKey(code: string | null): ServerErrorKey {
  return answerMessageKey<ServerErrorKey>(MESSAGES, code) ?? 'serverErrors.unknown';
}

/** Returns `(code) => text`: the translated message for an API error code (or "request failed"). */
export function useServerMessage() {
  const { t } = useTranslation('account');
  return (code: string | null) => t(accountErrorKey(code));
}

/**
 * Puts the server's `fields` ({ name: code }) beside the form's own fields, focusing the first.
 * Names may come as `platforms.0.name` or `platforms[0].name`. Returns whether any was shown.
 */
export function showServerFields<Values extends FieldValues>(
  fields: Record<string, string>,
  setError: UseFormSetError<Values>,
  known: (name: string) => boolean,
): boolean {
  let shown = 0;
  for (const [raw, code] of Object.entries(fields)) {
    const name = raw.replace(/\[(\d+)\]/g, '.$1');
    if (!known(name)) continue;
    setError(name as Path<Values>, { type: 'server', message: code }, { shouldFocus: shown === 0 });
    shown += 1;
  }
  return shown > 0;
}
