import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@wallet/shared/ui';
import { useFieldMessage } from '../../../lib/forms';
import type { RegisterFormValues } from '../form-values';

/** The bank account withdrawals are paid to. */
export function BankFields() {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  return (
    <fieldset className="register__group">
      <legend>{t('bank.legend')}</legend>
      <TextField
        label={t('bank.bankName')}
        error={fieldMessage('text', errors.bankName)}
        {...register('bankName')}
      />
      <TextField
        label={t('bank.bankAccount')}
        inputMode="numeric"
        autoComplete="off"
        error={fieldMessage('text', errors.bankAccount)}
        {...register('bankAccount')}
      />
    </fieldset>
  );
}
