import { useEffect, useRef } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';

/** "Registration received; wait for administrator approval", with the way to the login page. */
export function RegisterSuccess() {
  const { t } = useTranslation('register');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: put focus on the news so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="register__done" aria-labelledby="register-done-title">
      <h1 id="register-done-title" ref={heading} tabIndex={-1}>
        {t('success.title')}
      </h1>
      <p role="status">{t('success.text')}</p>
      <Link className="ui-button ui-button--primary" to="/login">
        {t('success.login')}
      </Link>
    </section>
  );
}
