import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Navigate, useLocation, useNavigate } from '@wallet/shared/router';
import type { LoginBody } from '@wallet/shared/domain';
import {
  adminLoggedIn,
  selectAdminToken,
  useAppDispatch,
  useAppSelector,
} from '@wallet/shared/store';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { useLoginMutation, useLogoutMutation } from '../api';
import { LoginForm } from '../components/LoginForm';
import { loginErrorText } from '../login-error';
import { returnAddress } from '../return-address';

/**
 * /admin/login: only role admin may enter (docs/product.md §12). Any other role is refused with the
 * "not an admin-only account" text, nothing is stored, and that token is logged out at once.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Back to the back-office page that sent the administrator here, or the dashboard.
  const next = returnAddress(useLocation().state, 'admin', '/admin/dashboard');
  const [login, { reset }] = useLoginMutation();
  const [logout] = useLogoutMutation();
  const [error, setError] = useState<string | null>(null);
  const adminToken = useAppSelector(selectAdminToken);

  const submit = async (values: LoginBody) => {
    setError(null);
    try {
      const answer = await login(values).unwrap();
      if (answer.role !== 'admin') {
        void logout({ token: answer.token });
        setError(t('adminLogin.notAdmin'));
        return;
      }
      dispatch(adminLoggedIn({ token: answer.token }));
      await navigate(next, { replace: true });
    } catch (failure) {
      setError(loginErrorText(failure, t));
    } finally {
      // The mutation cache holds the password and the token; keep neither around.
      reset();
    }
  };

  // An administrator already logged in goes on.
  if (adminToken) return <Navigate to={next} replace />;

  return (
    <div className="login-page login-page--admin">
      <div className="login-page__tools">
        <LanguageSelect />
      </div>
      <LoginForm title={t('adminLogin.title')} onSubmit={submit} error={error} />
    </div>
  );
}
