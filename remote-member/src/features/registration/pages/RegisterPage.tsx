import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Navigate } from '@wallet/shared/router';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { RegisterForm } from '../components/RegisterForm';
import { RegisterSuccess } from '../components/RegisterSuccess';
import '../register.css';

/** /register: the sign-up form, then the "wait for approval" page. */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const [registered, setRegistered] = useState(false);
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  // A member already logged in has an account: home, not a second sign-up.
  if (loggedIn && !registered) return <Navigate to="/" replace />;
  return (
    <div className="register">
      {registered ? (
        <RegisterSuccess />
      ) : (
        <>
          <h1 id="register-title">{t('title')}</h1>
          <p>{t('intro')}</p>
          <RegisterForm onRegistered={() => setRegistered(true)} />
        </>
      )}
    </div>
  );
}
