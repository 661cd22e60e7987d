import { useTranslation } from '@wallet/shared/i18n';
import { useLocation, useNavigate } from '@wallet/shared/router';
import {
  selectExpiredSession,
  sessionExpiryAcknowledged,
  useAppDispatch,
  useAppSelector,
} from '@wallet/shared/store';
import { Button, Dialog } from '@wallet/shared/ui';
import { returnState } from '../return-address';

/**
 * Shown after a call answered 401 (the base query's rule), or when a stored session is found past
 * its expiry (then on the login page already); OK goes to the matching login.
 */
export function SessionExpiredDialog() {
  const expired = useAppSelector(selectExpiredSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  if (!expired) return null;

  const close = () => {
    dispatch(sessionExpiryAcknowledged());
    void navigate(expired === 'admin' ? '/admin/login' : '/login', {
      replace: true,
      state: returnState(location),
    });
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('session.expiredTitle')}
      onClose={close}
      actions={<Button onClick={close}>{t('session.ok')}</Button>}
    >
      <p>{t('session.expiredText')}</p>
    </Dialog>
  );
}
