import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import type { Currency, ExchangeRateAnswer } from '@wallet/shared/domain';
import { SelectField, TextField } from '@wallet/shared/ui';
import { useMoneyFieldMessage, type MoneyFieldParams } from '../../../lib/money';
import { CurrencyOptions, usdtUnavailable } from './CurrencyOptions';

type FieldError = { message?: string | undefined } | undefined;

/** Each form's own words, written out whole so every text can be found where it is used. */
const LABELS = {
  charge: { currency: 'charge.currency', amount: 'charge.amount', hint: 'charge.amountHint' },
  withdraw: {
    currency: 'withdraw.currency',
    amount: 'withdraw.amount',
    hint: 'withdraw.amountHint',
  },
} as const;

/** What the charge and withdrawal forms' useMoneyForm gives these fields. */
export interface CurrencyAmountForm {
  register: (name: 'currency' | 'amount') => UseFormRegisterReturn<'currency' | 'amount'>;
  amountError: FieldError;
  preview: { currency: Currency | null };
}

/**
 * The currency to pay in or be paid in, then the amount in USD, as the charge and withdrawal
 * forms ask for them (their labels differ, their rules do not).
 */
export function CurrencyAmountFields(props: {
  words: 'charge' | 'withdraw';
  form: CurrencyAmountForm;
  rates: ExchangeRateAnswer | undefined;
  errors: { currency: FieldError; amountParams: MoneyFieldParams };
}) {
  const { t } = useTranslation('money');
  const fieldMessage = useMoneyFieldMessage();
  const { rates } = props;
  const labels = LABELS[props.words];
  const { register, amountError, preview } = props.form;
  const { currency } = preview;
  return (
    <>
      <SelectField
        label={t(labels.currency)}
        hint={usdtUnavailable(rates) ? t('charge.usdtUnavailable') : undefined}
        error={fieldMessage('currency', props.errors.currency, { currency: currency ?? '' })}
        {...register('currency')}
      >
        <CurrencyOptions rates={rates} />
      </SelectField>
      <TextField
        label={t(labels.amount)}
        hint={t(labels.hint)}
        inputMode="decimal"
        autoComplete="off"
        error={fieldMessage('amount', amountError, props.errors.amountParams)}
        {...register('amount')}
      />
    </>
  );
}
