import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { forgotPasswordBodySchema } from '@wallet/shared/domain';
import { Button, ErrorNotice, StatusNotice, TextField } from '@wallet/shared/ui';
import { formResolver, readFailure, useFieldMessage, useServerMessage } from '../../../lib/forms';
import { useForgotPasswordMutation, type ForgotPasswordBody } from '../api';

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

  if (sent) {
    return (
      <StatusNotice
        message={t('reset.sent')}
        action={<Link to="/login">{t('reset.login')}</Link>}
      />
    );
  }
  return (
    <form
      className="account-form"
      aria-labelledby="reset-title"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p>{t('reset.forgotIntro')}</p>
      {error ? <ErrorNotice message={error} /> : null}
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
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('reset.sending') : t('reset.send')}
      </Button>
    </form>
  );
}
