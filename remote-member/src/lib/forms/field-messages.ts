import {
  ACCOUNT_NUMBER_DIGITS,
  emailSchema,
  passwordSchema,
  phoneSchema,
  WALLET_ADDRESS_LENGTH,
  type AnswerCode,
  type FieldCode,
} from '@wallet/shared/domain';
import { useFormat, useTranslation, type englishResources } from '@wallet/shared/i18n';
import { fieldMessageKey } from './code-messages';
import { maxLengthOf } from './limits';

/**
 * A field's code: a rule's (`fields`), an answer's set on its field, or `wrong`, which a form sets
 * on the password field a refusal such as `invalid_password` concerns (its `fieldFailures`).
 */
type FieldMessageCode = FieldCode | AnswerCode | 'wrong' | 'same_as_current';
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
  | 'terms'
  | 'accountNumber'
  | 'walletAddress';

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
    pattern: 'fieldErrors.password',
    same_as_current: 'fieldErrors.sameAsCurrent',
  },
  confirm: { required: 'fieldErrors.confirmRequired', mismatch: 'fieldErrors.mismatch' },
  currentPassword: { wrong: 'fieldErrors.currentPasswordWrong' },
  moneyPassword: {
    pattern: 'fieldErrors.moneyPassword',
    too_short: 'fieldErrors.moneyPassword',
    too_long: 'fieldErrors.moneyPassword',
    wrong: 'fieldErrors.moneyPasswordWrong',
  },
  phone: { pattern: 'fieldErrors.phone' },
  email: {
    invalid: 'fieldErrors.email',
    pattern: 'fieldErrors.email',
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
  accountNumber: { pattern: 'fieldErrors.accountNumber' },
  walletAddress: { pattern: 'fieldErrors.walletAddress' },
};

const GENERIC: Partial<Record<FieldMessageCode, FieldErrorKey>> = {
  required: 'fieldErrors.required',
  too_long: 'fieldErrors.tooLong',
};

/** The longest value of the kinds that are one schema wherever they are asked for. */
const KIND_MAX: Partial<Record<FieldKind, number>> = {
  password: maxLengthOf(passwordSchema),
  phone: maxLengthOf(phoneSchema),
  email: maxLengthOf(emailSchema),
};

/**
 * Returns `(kind, error, max) => text`: the translated message for a field's error, if any.
 * `max` is the field's longest value (`maxLengthOf` its schema), which a "too long" names; a kind
 * with a schema of its own (KIND_MAX) knows it already.
 */
export function useFieldMessage() {
  const { t } = useTranslation('account');
  const { formatCount } = useFormat();
  return (
    kind: FieldKind,
    error: { message?: string | undefined } | undefined,
    max: number | undefined = KIND_MAX[kind],
  ) => {
    if (!error) return undefined;
    const code = error.message ?? '';
    const key = fieldMessageKey(BY_KIND[kind], GENERIC, code) ?? 'fieldErrors.invalid';
    if (key === 'fieldErrors.tooLong' && max !== undefined) {
      return t('fieldErrors.tooLongMax', { max: formatCount(max) });
    }
    // These rules' texts name their limits, read from the rules themselves.
    if (key === 'fieldErrors.accountNumber') return t(key, ACCOUNT_NUMBER_DIGITS);
    if (key === 'fieldErrors.walletAddress') return t(key, WALLET_ADDRESS_LENGTH);
    return t(key);
  };
}
