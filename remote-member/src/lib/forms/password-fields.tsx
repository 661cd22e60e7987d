import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { TextField, type TextFieldProps } from '@wallet/shared/ui';
import { useFieldMessage } from './field-messages';
import { recheckWhenTouched } from './recheck';

/** What every withdrawal-password field is: six digits, hidden, never offered by autofill. */
export type MoneyPasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'maxLength'
>;

/** The withdrawal password, wherever a form asks for it. */
export function MoneyPasswordField(props: MoneyPasswordFieldProps) {
  return (
    <TextField type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...props} />
  );
}

export interface NewPasswordFieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The new password's field, then its confirmation's. */
  names: readonly [Path<Values>, Path<Values>];
  /** Their labels, in the same order. */
  labels: readonly [string, string];
}

/**
 * A new password and its confirmation, with the password rule as the hint; typing the password
 * again re-checks a confirmation the person has already been through.
 */
export function NewPasswordFields<Values extends FieldValues>({
  form,
  names: [password, confirm],
  labels: [passwordLabel, confirmLabel],
}: NewPasswordFieldsProps<Values>) {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const errorOf = (name: Path<Values>) => form.getFieldState(name, form.formState).error;
  return (
    <>
      <TextField
        label={passwordLabel}
        hint={t('account.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage('password', errorOf(password))}
        {...form.register(password, { onChange: recheckWhenTouched(form, confirm) })}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        error={fieldMessage('confirm', errorOf(confirm))}
        {...form.register(confirm)}
      />
    </>
  );
}
