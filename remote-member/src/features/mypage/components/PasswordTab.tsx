import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@wallet/shared/domain';
import { Button, FormFooter, TextField } from '@wallet/shared/ui';
import {
  formResolver,
  readFailure,
  NewPasswordFields,
  showServerFields,
  useFieldMessage,
  useServerMessage,
} from '../../../lib/forms';
import { useChangePasswordMutation, type ChangePasswordBody } from '../api';

const resolver = formResolver<ChangePasswordBody, ChangePasswordBody>(changePasswordBodySchema, [
  ['newPassword', 'newPasswordConfirm'],
]);
const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };
const FIELDS = new Set(Object.keys(EMPTY));

/** Current password, new one twice. The server ends the other sessions and keeps this one. */
export function PasswordTab() {
  const { t } = useTranslation(['account', 'register']);
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const [changePassword, { reset: forget }] = useChangePasswordMutation();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangePasswordBody>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = async (body: ChangePasswordBody) => {
    setSaved(false);
    setError(null);
    try {
      await changePassword(body).unwrap();
      reset(EMPTY);
      setSaved(true);
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      if (code === 'invalid_password') {
        setFieldError(
          'currentPassword',
          { type: 'server', message: 'wrong' },
          { shouldFocus: true },
        );
      } else if (code === 'password_mismatch') {
        setFieldError(
          'newPasswordConfirm',
          { type: 'server', message: 'mismatch' },
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
      aria-label={t('mypage.tabs.password')}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <TextField
        label={t('mypage.password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage('currentPassword', errors.currentPassword)}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'newPasswordConfirm']}
        labels={[t('mypage.password.new'), t('mypage.password.confirm')]}
      />
      <FormFooter
        outcome={
          saved
            ? { ok: true, message: t('mypage.password.saved') }
            : error
              ? { ok: false, message: error }
              : null
        }
      >
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('mypage.saving') : t('mypage.password.submit')}
        </Button>
      </FormFooter>
    </form>
  );
}
