import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import type { Currency, LinkedPlatform } from '@wallet/shared/domain';
import { SelectField, TextField } from '@wallet/shared/ui';
import { useMoneyFieldMessage, type MoneyFieldParams } from '../../../lib/money';
import { PlatformOptions } from './PlatformOptions';

type FieldError = { message?: string | undefined } | undefined;

/** What the two platform forms' useMoneyForm gives these fields. */
export interface PlatformAmountForm {
  register: (name: 'platform' | 'amount') => UseFormRegisterReturn<'platform' | 'amount'>;
  errors: { platform?: FieldError };
  amountError: FieldError;
  preview: { currency: Currency | null; params: MoneyFieldParams };
}

/**
 * The platform to trade with, then the amount in that platform's currency (KRW in whole won,
 * USD in cents), as both platform forms ask for them.
 */
export function PlatformAmountFields(props: {
  form: PlatformAmountForm;
  platforms: readonly LinkedPlatform[];
}) {
  const { t } = useTranslation('money');
  const fieldMessage = useMoneyFieldMessage();
  const { register, errors, amountError, preview } = props.form;
  const { currency, params } = preview;
  return (
    <>
      <SelectField
        label={t('trade.platform')}
        error={fieldMessage('platform', errors.platform, { currency: currency ?? '' })}
        {...register('platform')}
      >
        <PlatformOptions platforms={props.platforms} />
      </SelectField>
      <TextField
        label={t('trade.amount', { currency: currency ?? 'USD' })}
        hint={currency === 'KRW' ? t('trade.minimumKrw') : t('trade.minimumUsd')}
        inputMode={currency === 'KRW' ? 'numeric' : 'decimal'}
        autoComplete="off"
        error={fieldMessage('amount', amountError, params)}
        {...register('amount')}
      />
    </>
  );
}
