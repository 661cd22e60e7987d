import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { useFieldMessage, useServerMessage } from '../../../lib/forms';
import type { RegisterFormValues } from '../form-values';

/** What each group of the registration form works with: its texts and the one shared form. */
export function useRegisterGroup() {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const form = useFormContext<RegisterFormValues>();
  return {
    t,
    fieldMessage,
    serverMessage,
    form,
    register: form.register,
    errors: form.formState.errors,
  };
}

/** One titled group of the registration form's fields. */
export function RegisterGroup({
  legend,
  describedBy,
  children,
}: {
  legend: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="register__group" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
