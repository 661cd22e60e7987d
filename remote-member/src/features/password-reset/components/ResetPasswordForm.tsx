import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { resetPasswordBodySchema } from '@wallet/shared/domain';
import { ErrorNotice } from '@wallet/shared/ui';
import {
  formResolver,
  readFailure,
  NewPasswordFields,
  showServerFields,
  useServerMessage,
} from '../../../lib/forms';
import { useResetPasswordMutation, type ResetPasswordBody } from '../api';
import { ResetDone, ResetStepForm } from './ResetStep';

const resolver = formResolver<ResetPasswordBody, ResetPasswordBody>(resetPasswordBodySchema, [
  ['password', 'passwordConfirm'],
]);

type Outcome = 'done' | 'token_invalid' | null;

/** The mailed link's page: a new password twice; the token travels from the link's query. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['account', 'register']);
  const serverMessage = useServerMessage();
  const [resetPassword, { reset }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { token, password: '', passwordConfirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { isSubmitting },
  } = form;

  const submit = async (body: ResetPasswordBody) => {
    setError(null);
    try {
      await resetPassword(body).unwrap();
      setOutcome('done');
    } catch (failure) {
      const { code, fields } = readFailure(failure);
      if (code === 'reset_token_invalid' || fields.token) setOutcome('token_invalid');
      else if (code === 'password_mismatch') {
        setFieldError(
          'passwordConfirm',
          { type: 'server', message: 'mismatch' },
          { shouldFocus: true },
        );
      } else if (!showServerFields(fields, setFieldError, (name) => name.startsWith('password'))) {
        setError(serverMessage(code));
      }
    } finally {
      // The mutation cache would otherwise keep the new password.
      reset();
    }
  };

  if (outcome === 'done') return <ResetDone message={t('reset.done')} />;
  if (outcome === 'token_invalid') {
    return (
      <ErrorNotice
        message={serverMessage('reset_token_invalid')}
        action={<Link to="/reset-password">{t('reset.requestNew')}</Link>}
      />
    );
  }
  return (
    <ResetStepForm
      onSubmit={(event) => void handleSubmit(submit)(event)}
      error={error}
      submitting={isSubmitting}
      submitLabel={t('reset.submit')}
      submittingLabel={t('reset.submitting')}
    >
      <input type="hidden" {...register('token')} />
      <NewPasswordFields
        form={form}
        names={['password', 'passwordConfirm']}
        labels={[t('reset.password'), t('reset.passwordConfirm')]}
      />
    </ResetStepForm>
  );
}
