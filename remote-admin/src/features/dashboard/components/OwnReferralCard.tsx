import { useTranslation } from '@wallet/shared/i18n';
import { selectAdminToken, useAppSelector } from '@wallet/shared/store';
import { Card, ErrorNotice } from '@wallet/shared/ui';
import { useGetAdminAccountQuery } from '../api';

/**
 * The administrator's own referral id (docs/product.md §5): a new site's first members can only
 * register with it, so the back office shows it where the administrator lands.
 */
export function OwnReferralCard() {
  const { t } = useTranslation(['admin', 'common']);
  const token = useAppSelector(selectAdminToken);
  const { data, isError } = useGetAdminAccountQuery(token ?? '', { skip: !token });
  return (
    <Card title={t('dashboard.referralId')} className="dashboard__referral">
      {isError ? (
        <ErrorNotice message={t('dashboard.referralIdFailed')} />
      ) : data ? (
        <>
          <p className="dashboard__referral-id" data-testid="admin-referral-id">
            {data.referralId}
          </p>
          <p className="dashboard__hint">{t('dashboard.referralIdHint')}</p>
        </>
      ) : (
        // The same two lines while the id is on its way, so the page below does not move.
        <div aria-busy="true">
          <p role="status" className="visually-hidden">
            {t('common:loading')}
          </p>
          <p className="dashboard__referral-id" aria-hidden="true">
            –
          </p>
          <p className="dashboard__hint">{t('dashboard.referralIdHint')}</p>
        </div>
      )}
    </Card>
  );
}
