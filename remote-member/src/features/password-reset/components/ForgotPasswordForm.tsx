import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { forgotPasswordBodySchema } from '@wallet/shared/domain';
import { TextField } from '@wallet/shared/ui';
import { formResolver, readFailure, useFieldMessage, useServerMessage } from '../../../lib/forms';
import { useForgotPasswordMutation, type ForgotPasswordBody } from '../api';
import { ResetDone, ResetStepForm } from './ResetStep';

const resolver = formResolver<ForgotPasswordBody, ForgotPasswordBody>(forgotPasswordBodySchema);

/**
 * Username and email; the answer is the same whether or not they match an account
 * (docs/product.md §6), so the page says only "if the details match, a link has been sent".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const fieldMessage = useFieldMessage();
  const serverMessage = useServerMessage();
  const [forgotPassword, { reset }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { username: '', email: '' },
  });

  const submit = async (body: ForgotPasswordBody) => {
    setError(null);
    try {
      await forgotPassword(body).unwrap();
      setSent(true);
    } catch (failure) {
      setError(serverMessage(readFailure(failure).code));
    } finally {
      reset();
    }
  };

  if (sent) return <ResetDone message={t('reset.sent')} />;
  return (
    <ResetStepForm
      onSubmit={(event) => void handleSubmit(submit)(event)}
      intro={t('reset.forgotIntro')}
      error={error}
      submitting={isSubmitting}
      submitLabel={t('reset.send')}
      submittingLabel={t('reset.sending')}
    >
      <TextField
        label={t('reset.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldMessage('text', errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        error={fieldMessage('email', errors.email)}
        {...register('email')}
      />
    </ResetStepForm>
  );
}
