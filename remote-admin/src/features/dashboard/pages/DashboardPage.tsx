import { useEffect } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { ErrorNotice } from '@wallet/shared/ui';
import { useGetAdminSummaryQuery } from '../api';
import { ActivityCharts } from '../components/ActivityCharts';
import { OwnReferralCard } from '../components/OwnReferralCard';
import { SummaryCards } from '../components/SummaryCards';
import '../dashboard.css';

/**
 * /admin and /admin/dashboard: the administrator's own referral id, the summary cards (each
 * opening its list) and the last 30 days' charts.
 */
export default function DashboardPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data, error, isError } = useGetAdminSummaryQuery();

  // The failure is logged for support, and the page also says so rather than show empty cards.
  useEffect(() => {
    if (isError) console.error('GET /admin/summary failed', error);
  }, [isError, error]);

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.title')}</h1>
      <OwnReferralCard />
      {isError ? (
        <ErrorNotice message={t('dashboard.loadFailed')} />
      ) : (
        <SummaryCards summary={data ?? null} />
      )}
      <ActivityCharts />
    </section>
  );
}
