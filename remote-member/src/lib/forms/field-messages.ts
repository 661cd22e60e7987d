import type { AnswerCode, FieldCode } from '@wallet/shared/domain';
import { useTranslation, type englishResources } from '@wallet/shared/i18n';
import { fieldMessageKey } from './code-messages';

/**
 * A field's code: a rule's (`fields`), an answer's set on its field, or `wrong`, which a form sets
 * on the password field a refusal such as `invalid_password` concerns (its `fieldFailures`).
 */
type FieldMessageCode = FieldCode | AnswerCode | 'wrong';
type FieldErrorKey = `fieldErrors.${keyof typeof englishResources.account.fieldErrors}`;

/** What kind of value a field holds; it decides how a rule's code reads for that field. */
export type FieldKind =
  | 'text'
  | 'username'
  | 'password'
  | 'confirm'
  | 'currentPassword'
  | 'moneyPassword'
  | 'phone'
  | 'email'
  | 'referralId'
  | 'code'
  | 'platform'
  | 'platforms'
  | 'terms';

/**
 * Field codes (the schemas' messages, the server's `fields`, and a few the forms set from a
 * server error code: `not_found`, `wrong`) as texts per kind of field. A code a kind does not
 * list falls back to GENERIC, then to "not valid".
 */
const BY_KIND: Record<FieldKind, Partial<Record<FieldMessageCode, FieldErrorKey>>> = {
  text: {},
  username: {
    too_short: 'fieldErrors.username',
    too_long: 'fieldErrors.username',
    pattern: 'fieldErrors.username',
    taken: 'fieldErrors.usernameTaken',
  },
  password: {
    too_short: 'fieldErrors.password',
    too_long: 'fieldErrors.password',
    pattern: 'fieldErrors.password',
  },
  confirm: { required: 'fieldErrors.confirmRequired', mismatch: 'fieldErrors.mismatch' },
  currentPassword: { wrong: 'fieldErrors.currentPasswordWrong' },
  moneyPassword: {
    pattern: 'fieldErrors.moneyPassword',
    too_short: 'fieldErrors.moneyPassword',
    too_long: 'fieldErrors.moneyPassword',
    wrong: 'fieldErrors.moneyPasswordWrong',
  },
  phone: { pattern: 'fieldErrors.phone', too_long: 'fieldErrors.phone' },
  email: {
    invalid: 'fieldErrors.email',
    pattern: 'fieldErrors.email',
    too_long: 'fieldErrors.email',
    taken: 'fieldErrors.emailTaken',
  },
  referralId: { pattern: 'fieldErrors.referralId', not_found: 'fieldErrors.referralNotFound' },
  code: { pattern: 'fieldErrors.code', invalid: 'fieldErrors.codeInvalid' },
  platform: {
    required: 'fieldErrors.platformRequired',
    invalid: 'fieldErrors.platformRequired',
    taken: 'fieldErrors.platformTaken',
  },
  platforms: { required: 'fieldErrors.platformsCount', too_long: 'fieldErrors.platformsCount' },
  terms: { required: 'fieldErrors.terms', invalid: 'fieldErrors.terms' },
};

const GENERIC: Partial<Record<FieldMessageCode, FieldErrorKey>> = {
  required: 'fieldErrors.required',
  too_long: 'fieldErrors.tooLong',
};

/** Returns `(kind, error) => text`: the translated message for a field's error, if any. */
export function useFieldMessage() {
  const { t } = useTranslation('account');
  return (kind: FieldKind, error: { message?: string | undefined } | undefined) => {
    if (!error) return undefined;
    const code = error.message ?? '';
    return t(fieldMessageKey(BY_KIND[kind], GENERIC, code) ?? 'fieldErrors.invalid');
  };
}
