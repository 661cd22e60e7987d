import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { loginBodySchema, type LoginBody } from '@wallet/shared/domain';
import { Button, ErrorNotice, TextField } from '@wallet/shared/ui';
import { loginFieldCodes, type LoginFieldCodes } from '../login-field-codes';
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
  return (code: string | undefined): string | undefined => {
    if (!code) return undefined;
    if (code === 'required') return t('errors.field.required');
    if (code === 'too_long') return t('errors.field.too_long');
    return t('errors.field.invalid');
  };
}

/** What the form holds now, checked with the schema the server validates with. */
function check(form: HTMLFormElement) {
  const value = (name: keyof LoginBody) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  return loginBodySchema.safeParse({ username: value('username'), password: value('password') });
}

/**
 * Username and password, both required (the same schema the server validates with). Two fields
 * on the first page a visitor may open, so the platform's form and the schema do what a form
 * library would (react-hook-form's 12.7 KB stays with the remotes' longer forms): the errors are
 * shown after the first submit, checked again as the person types, and the first wrong field
 * takes the focus.
 */
export function LoginForm({ title, onSubmit, error }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [codes, setCodes] = useState<LoginFieldCodes | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // The first wrong field, focused once its error is on the screen, so a screen reader reads
  // the two together (an object, so that a second failed submit focuses it again).
  const [focusOn, setFocusOn] = useState<{ field: keyof LoginBody } | null>(null);

  useEffect(() => {
    if (focusOn)
      formRef.current?.querySelector<HTMLInputElement>(`[name="${focusOn.field}"]`)?.focus();
  }, [focusOn]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(form);
    if (!checked.success) {
      const found = loginFieldCodes(checked.error.issues);
      setCodes(found);
      setFocusOn({ field: found.username ? 'username' : 'password' });
      return;
    }
    setCodes({});
    setSubmitting(true);
    try {
      await onSubmit(checked.data);
    } finally {
      setSubmitting(false);
    }
  };

  // Once the errors show, they follow what is typed.
  const recheck = () => {
    if (!codes || !formRef.current) return;
    const checked = check(formRef.current);
    setCodes(checked.success ? {} : loginFieldCodes(checked.error.issues));
  };

  return (
    <form
      ref={formRef}
      className="login-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={recheck}
    >
      <h1 id={titleId}>{title}</h1>
      {error ? <ErrorNotice message={error} /> : null}
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(codes?.username)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={fieldError(codes?.password)}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
