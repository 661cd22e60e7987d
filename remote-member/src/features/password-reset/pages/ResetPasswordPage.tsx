import { useTranslation } from '@wallet/shared/i18n';
import { useSearchParams } from '@wallet/shared/router';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';
import '../password-reset.css';

/**
 * /reset-password: without a token, "forgot password" (username + email → a mailed link);
 * with `?token=` (the mailed link), the new password form.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="password-reset">
      <h1 id="reset-title">{token ? t('reset.title') : t('reset.forgotTitle')}</h1>
      {token ? <ResetPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
    </div>
  );
}
