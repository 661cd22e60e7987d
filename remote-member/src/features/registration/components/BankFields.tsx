import { TextField } from '@wallet/shared/ui';
import { REGISTER_MAX } from '../form-values';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

/** The bank account withdrawals are paid to. */
export function BankFields() {
  const { t, fieldMessage, register, errors } = useRegisterGroup();
  return (
    <RegisterGroup legend={t('bank.legend')}>
      <TextField
        label={t('bank.bankName')}
        error={fieldMessage('text', errors.bankName, REGISTER_MAX.bankName)}
        {...register('bankName')}
      />
      <TextField
        label={t('bank.bankAccount')}
        inputMode="numeric"
        autoComplete="off"
        error={fieldMessage('accountNumber', errors.bankAccount, REGISTER_MAX.bankAccount)}
        {...register('bankAccount')}
      />
    </RegisterGroup>
  );
}
