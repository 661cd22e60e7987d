import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import {
  CURRENCIES,
  depositAddressBodySchema,
  type AdminDepositAddress,
  type DepositAddressBody,
} from '@wallet/shared/domain';
import { CheckboxField, SelectField, TextField } from '@wallet/shared/ui';
import { fieldError } from '../../../lib/field-error';
import { FormDialog } from '../../../lib/FormDialog';
import { bodyOf } from '../deposit-addresses-api';

export interface DepositAddressDialogProps {
  /** The address to edit, or null to add one. */
  address: AdminDepositAddress | null;
  busy: boolean;
  error: string | null;
  onSave: (body: DepositAddressBody) => void;
  onCancel: () => void;
}

const EMPTY: DepositAddressBody = {
  currency: 'KRW',
  label: '',
  account: '',
  holder: '',
  active: false,
};

/** Adds or edits an address, checked with the server's own body schema before it is sent. */
export function DepositAddressDialog({
  address,
  busy,
  error,
  onSave,
  onCancel,
}: DepositAddressDialogProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(depositAddressBodySchema),
    defaultValues: address ? bodyOf(address) : EMPTY,
  });

  return (
    <FormDialog
      title={t(address ? 'addresses.form.editTitle' : 'addresses.form.createTitle')}
      formId="deposit-address-form"
      saveLabel={t('addresses.form.save')}
      busy={busy}
      error={error}
      onCancel={onCancel}
    >
      <form
        id="deposit-address-form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSave)(event)}
      >
        <SelectField
          label={t('addresses.form.currency')}
          error={fieldError(t, errors.currency?.message)}
          {...register('currency')}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('addresses.form.label')}
          hint={t('addresses.form.labelHint')}
          maxLength={60}
          error={fieldError(t, errors.label?.message)}
          {...register('label')}
        />
        <TextField
          label={t('addresses.form.account')}
          maxLength={120}
          error={fieldError(t, errors.account?.message)}
          {...register('account')}
        />
        <TextField
          label={t('addresses.form.holder')}
          maxLength={60}
          error={fieldError(t, errors.holder?.message)}
          {...register('holder')}
        />
        <CheckboxField label={t('addresses.form.active')} {...register('active')} />
        <p className="ui-field__hint">{t('addresses.rule')}</p>
      </form>
    </FormDialog>
  );
}
