import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@wallet/shared/ui';
import {
  readFailure,
  recheckWhenTouched,
  useFieldMessage,
  useServerMessage,
} from '../../../lib/forms';
import { useLazyCheckUsernameQuery } from '../api';
import type { RegisterFormValues } from '../form-values';

/** Username (with its availability check), password and confirmation, withdrawal password. */
export function AccountFields() {
  const { t } = useTranslation('register');
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const form = useFormContext<RegisterFormValues>();
  const {
    register,
    trigger,
    getValues,
    setError,
    control,
    formState: { errors },
  } = form;
  const [checkUsername, { isFetching }] = useLazyCheckUsernameQuery();
  const [availableName, setAvailableName] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' });

  const check = async () => {
    setCheckError(null);
    setAvailableName(null);
    // The rule first: a name the schema refuses is never sent.
    if (!(await trigger('username'))) return;
    const name = getValues('username').trim();
    try {
      const { available } = await checkUsername(name).unwrap();
      if (available) setAvailableName(name);
      else setError('username', { type: 'server', message: 'taken' }, { shouldFocus: true });
    } catch (failure) {
      const { code } = readFailure(failure);
      setCheckError(code ? serverMessage(code) : t('account.checkFailed'));
    }
  };

  const isAvailable = availableName !== null && availableName === username.trim();
  return (
    <fieldset className="register__group">
      <legend>{t('account.legend')}</legend>
      <TextField
        label={t('account.username')}
        hint={t('account.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessage('username', errors.username)}
        addon={
          <Button variant="secondary" onClick={() => void check()} disabled={isFetching}>
            {isFetching ? t('account.checking') : t('account.check')}
          </Button>
        }
        {...register('username')}
      />
      {isAvailable && !errors.username ? (
        <p role="status" className="register__ok">
          {t('account.available')}
        </p>
      ) : null}
      {checkError ? (
        <p role="alert" className="ui-field__error">
          {checkError}
        </p>
      ) : null}
      <TextField
        label={t('account.password')}
        hint={t('account.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage('password', errors.password)}
        {...register('password', { onChange: recheckWhenTouched(form, 'passwordConfirm') })}
      />
      <TextField
        label={t('account.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage('confirm', errors.passwordConfirm)}
        {...register('passwordConfirm')}
      />
      <TextField
        label={t('account.moneyPassword')}
        hint={t('account.moneyPasswordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={fieldMessage('moneyPassword', errors.moneyPassword)}
        {...register('moneyPassword')}
      />
    </fieldset>
  );
}
