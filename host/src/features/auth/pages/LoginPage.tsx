import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, Navigate, useLocation, useNavigate } from '@wallet/shared/router';
import type { LoginBody } from '@wallet/shared/domain';
import {
  memberLoggedIn,
  selectIsMemberLoggedIn,
  useAppDispatch,
  useAppSelector,
} from '@wallet/shared/store';
import { useLoginMutation } from '../api';
import { LoginForm } from '../components/LoginForm';
import { loginErrorText } from '../login-error';
import { returnAddress } from '../return-address';

/**
 * /login: a member logs in; token, role and expiry are stored and the member goes back to the page
 * that sent them here, or home.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = returnAddress(useLocation().state, 'member', '/');
  const [login, { reset }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);

  const submit = async (values: LoginBody) => {
    setError(null);
    try {
      const answer = await login(values).unwrap();
      dispatch(memberLoggedIn(answer));
      await navigate(next, { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure, t));
    } finally {
      // The mutation cache holds the password and the token; keep neither around.
      reset();
    }
  };

  // Someone already logged in has nothing to do here.
  if (loggedIn) return <Navigate to={next} replace />;

  return (
    <div className="login-page">
      <LoginForm title={t('login.title')} onSubmit={submit} error={error} />
      <p className="login-page__links">
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </p>
      <p className="login-page__register">
        {t('login.newHere')}{' '}
        <Link className="ui-button ui-button--secondary" to="/register">
          {t('login.register')}
        </Link>
      </p>
    </div>
  );
}
