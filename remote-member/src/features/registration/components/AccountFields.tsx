import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, TextField } from '@wallet/shared/ui';
import { readFailure, recheckWhenTouched } from '../../../lib/forms';
import { useLazyCheckUsernameQuery } from '../api';
import { RegisterGroup, useRegisterGroup } from './RegisterGroup';

export interface AccountFieldsProps {
  /** The last username the server said was free, or null. */
  availableName: string | null;
  onAvailability: (name: string | null) => void;
}

/**
 * Username (with its availability check), password and confirmation, withdrawal password.
 * The check runs when the username is left and from its button; a name that breaks the rule is
 * never sent. Availability belongs to the name: once it is edited, it must be checked again.
 */
export function AccountFields({ availableName, onAvailability }: AccountFieldsProps) {
  const { t, fieldMessage, serverMessage, form, register, errors } = useRegisterGroup();
  const { trigger, getValues, setError, control } = form;
  const [checkUsername, { isFetching }] = useLazyCheckUsernameQuery();
  const [checkError, setCheckError] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' });
  const isAvailable = availableName !== null && availableName === username.trim();

  /** `fromButton`: the person asked, so a taken name takes focus; leaving the field does not. */
  const check = async (fromButton: boolean) => {
    const typed = getValues('username').trim();
    // Leaving the field again after a good answer asks nothing new.
    if (!fromButton && typed === availableName) return;
    setCheckError(null);
    onAvailability(null);
    // The rule first: a name the schema refuses is never sent.
    if (!(await trigger('username'))) return;
    const name = getValues('username').trim();
    try {
      const { available } = await checkUsername(name).unwrap();
      // An answer for a name the person has since changed says nothing about the new one.
      if (getValues('username').trim() !== name) return;
      if (available) onAvailability(name);
      else setError('username', { type: 'server', message: 'taken' }, { shouldFocus: fromButton });
    } catch (failure) {
      if (getValues('username').trim() !== name) return;
      const { code } = readFailure(failure);
      setCheckError(code ? serverMessage(code) : t('account.checkFailed'));
    }
  };

  return (
    <RegisterGroup legend={t('account.legend')}>
      <TextField
        label={t('account.username')}
        hint={t('account.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessage('username', errors.username)}
        addon={
          <Button variant="secondary" onClick={() => void check(true)} disabled={isFetching}>
            {isFetching ? t('account.checking') : t('account.check')}
          </Button>
        }
        {...register('username', {
          onBlur: () => void check(false),
          onChange: () => setCheckError(null),
        })}
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
    </RegisterGroup>
  );
}
