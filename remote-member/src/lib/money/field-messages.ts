import type { AnswerCode, FieldCode } from '@wallet/shared/domain';
import type { AmountTextCode } from './amount-text';
import { useTranslation, type englishResources } from '@wallet/shared/i18n';
import { fieldMessageKey } from '../forms';

/** A field's code: a rule's (`fields`), an answer's set on its field, or the amount's own check. */
type FieldMessageCode = FieldCode | AnswerCode | AmountTextCode;
type FieldErrorKey = `fieldErrors.${keyof typeof englishResources.money.fieldErrors}`;

/** What a money form's field holds; it decides how a code reads beside it. */
export type MoneyFieldKind =
  'amount' | 'currency' | 'platform' | 'moneyPassword' | 'terms' | 'text';

/**
 * Figures some messages name: the minimum, the maximum, the balance, the currency. (A type, not
 * an interface: i18next's options need the implicit index signature only type literals have.)
 */
export type MoneyFieldParams = {
  minimum?: string;
  maximum?: string;
  available?: string;
  currency?: string;
  digits?: number;
};

/**
 * Codes from the form's schema, from a quote's refusal and from the server (its error code set on
 * the field it concerns, or its `fields`), as texts per kind of field.
 */
const BY_KIND: Record<MoneyFieldKind, Partial<Record<FieldMessageCode, FieldErrorKey>>> = {
  amount: {
    amount_format: 'fieldErrors.amountFormat',
    invalid: 'fieldErrors.amountFormat',
    not_positive: 'fieldErrors.notPositive',
    decimals: 'fieldErrors.decimals',
    whole_units: 'fieldErrors.wholeUnits',
    amount_below_minimum: 'fieldErrors.belowMinimum',
    amount_above_maximum: 'fieldErrors.aboveMaximum',
    insufficient_balance: 'fieldErrors.insufficient',
  },
  currency: {
    required: 'fieldErrors.currencyRequired',
    invalid: 'fieldErrors.currencyRequired',
    rate_unavailable: 'fieldErrors.rateUnavailable',
    deposit_address_unavailable: 'fieldErrors.noDepositAddress',
    payout_account_required: 'fieldErrors.payoutMissing',
  },
  platform: {
    required: 'fieldErrors.platformRequired',
    invalid: 'fieldErrors.platformRequired',
    platform_not_registered: 'fieldErrors.platformNotRegistered',
    same_platform: 'fieldErrors.samePlatform',
    deposit_address_unavailable: 'fieldErrors.noDepositAddress',
    payout_account_required: 'fieldErrors.payoutMissing',
  },
  moneyPassword: {
    pattern: 'fieldErrors.moneyPassword',
    too_short: 'fieldErrors.moneyPassword',
    too_long: 'fieldErrors.moneyPassword',
    money_password_incorrect: 'fieldErrors.moneyPasswordWrong',
  },
  terms: {
    required: 'fieldErrors.terms',
    invalid: 'fieldErrors.terms',
    terms_not_accepted: 'fieldErrors.terms',
  },
  text: {},
};

const GENERIC: Partial<Record<FieldMessageCode, FieldErrorKey>> = {
  required: 'fieldErrors.required',
  too_long: 'fieldErrors.tooLong',
};

/** Returns `(kind, error, params) => text`: the translated message for a field's code, if any. */
export function useMoneyFieldMessage() {
  const { t } = useTranslation('money');
  return (
    kind: MoneyFieldKind,
    error: { message?: string | undefined } | undefined,
    params: MoneyFieldParams = {},
  ) => {
    if (!error) return undefined;
    const code = error.message ?? '';
    return t(fieldMessageKey(BY_KIND[kind], GENERIC, code) ?? 'fieldErrors.invalid', params);
  };
}
