import { useTranslation } from '@wallet/shared/i18n';
import { Outlet } from '@wallet/shared/router';
import { ErrorNotice } from '@wallet/shared/ui';
import { SessionExpiredDialog } from '../features/auth';
import { FirstPaintTakeover } from '../features/remotes';

/** Every screen, plus the session-expired dialog that any 401 can raise. */
export function RootLayout() {
  return (
    <>
      <FirstPaintTakeover />
      <Outlet />
      <SessionExpiredDialog />
    </>
  );
}

/** Last resort for an error no boundary below caught: still translated, still the shell. */
export function RootError() {
  const { t } = useTranslation();
  return (
    <>
      <FirstPaintTakeover />
      <ErrorNotice message={t('errors.requestFailed')} />
    </>
  );
}
