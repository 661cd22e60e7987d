import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeMoneyPasswordBodySchema } from '@wallet/shared/domain';
import { Button, FormFooter } from '@wallet/shared/ui';
import {
  formResolver,
  MoneyPasswordField,
  readFailure,
  showServerFields,
  useFieldMessage,
  useServerMessage,
} from '../../../lib/forms';
import { useChangeMoneyPasswordMutation, type ChangeMoneyPasswordBody } from '../api';

const resolver = formResolver<ChangeMoneyPasswordBody, ChangeMoneyPasswordBody>(
  changeMoneyPasswordBodySchema,
);
const EMPTY = { currentMoneyPassword: '', newMoneyPassword: '' };
const FIELDS = new Set(Object.keys(EMPTY));

/** Current withdrawal password and the new one (6 digits each); wrong tries count to a lock. */
export function MoneyPasswordTab() {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const [changeMoneyPassword, { reset: forget }] = useChangeMoneyPasswordMutation();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeMoneyPasswordBody>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  const submit = async (body: ChangeMoneyPasswordBody) => {
    setSaved(false);
    setError(null);
    try {
      await changeMoneyPassword(body).unwrap();
      reset(EMPTY);
      setSaved(true);
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      if (code === 'money_password_incorrect') {
        setFieldError(
          'currentMoneyPassword',
          { type: 'server', message: 'wrong' },
          { shouldFocus: true },
        );
      } else if (!showServerFields(fields, setFieldError, (name) => FIELDS.has(name))) {
        setError(serverMessage(code));
      }
    } finally {
      forget();
    }
  };

  return (
    <form
      className="mypage__form"
      aria-label={t('mypage.tabs.moneyPassword')}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <MoneyPasswordField
        label={t('mypage.moneyPassword.current')}
        error={fieldMessage('moneyPassword', errors.currentMoneyPassword)}
        {...register('currentMoneyPassword')}
      />
      <MoneyPasswordField
        label={t('mypage.moneyPassword.new')}
        hint={t('mypage.moneyPassword.hint')}
        error={fieldMessage('moneyPassword', errors.newMoneyPassword)}
        {...register('newMoneyPassword')}
      />
      <FormFooter
        outcome={
          saved
            ? { ok: true, message: t('mypage.moneyPassword.saved') }
            : error
              ? { ok: false, message: error }
              : null
        }
      >
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('mypage.saving') : t('mypage.moneyPassword.submit')}
        </Button>
      </FormFooter>
    </form>
  );
}
