import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { loginBodySchema, type LoginBody } from '@wallet/shared/domain';
import { Button, ErrorNotice, TextField } from '@wallet/shared/ui';
import './login.css';

export interface LoginFormProps {
  title: string;
  /** Resolves when the attempt is over; errors are shown through `error`. */
  onSubmit: (values: LoginBody) => Promise<void>;
  /** A translated (or server-given) reason the last attempt failed. */
  error: string | null;
}

/** The field codes loginBodySchema uses, as translated texts. */
function useFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.message === 'required') return t('errors.field.required');
    if (error.message === 'too_long') return t('errors.field.too_long');
    return t('errors.field.invalid');
  };
}

/** Username and password, both required (the same schema the server validates with). */
export function LoginForm({ title, onSubmit, error }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema) });

  return (
    <form
      className="login-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h1 id={titleId}>{title}</h1>
      {error ? <ErrorNotice message={error} /> : null}
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
