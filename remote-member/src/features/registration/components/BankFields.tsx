import { TextField } from '@wallet/shared/ui';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** The bank account withdrawals are paid to. */
export function BankFields() {
  const { t, fieldMessage, register, errors } = useRegisterGroup();
  return (
    <RegisterGroup legend={t('bank.legend')}>
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
    </RegisterGroup>
  );
}
