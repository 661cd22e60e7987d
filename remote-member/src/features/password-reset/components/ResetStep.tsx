import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { Button, ErrorNotice, StatusNotice } from '@wallet/shared/ui';

/** A reset step's outcome, with the way back to the login. */
export function ResetDone({ message }: { message: string }) {
  const { t } = useTranslation('account');
  return <StatusNotice message={message} action={<Link to="/login">{t('reset.login')}</Link>} />;
}

export interface ResetStepFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the step asks for, above everything else. */
  intro?: string;
  /** The server's refusal, above the fields. */
  error: string | null;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
}

/** One step of the password reset (ask for the link, set the new password), under the page's title. */
export function ResetStepForm({
  onSubmit,
  intro,
  error,
  submitting,
  submitLabel,
  submittingLabel,
  children,
}: ResetStepFormProps) {
  return (
    <form className="account-form" aria-labelledby="reset-title" noValidate onSubmit={onSubmit}>
      {intro ? <p>{intro}</p> : null}
      {error ? <ErrorNotice message={error} /> : null}
      {children}
      <Button type="submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
