import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { queryHasFailed, useGetUserInfoQuery } from '@wallet/shared/store';
import { Button, Card, ErrorNotice, PendingValue } from '@wallet/shared/ui';

/** The logged-in member's greeting and wallet figures, from users/info (shared with the header). */
export function MemberSummary() {
  const { t } = useTranslation(['home', 'common']);
  const { formatAmount } = useFormat();
  const userInfo = useGetUserInfoQuery();
  const { data, refetch } = userInfo;

  // The database may be down for a moment (503): say so, and let the member ask again. The
  // message stays while it is asked again.
  if (queryHasFailed(userInfo)) {
    return (
      <ErrorNotice
        message={t('member.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('common:remote.retry')}</Button>}
      />
    );
  }
  // Until users/info answers, the summary stands with grey bars where the name and figures go:
  // the lists below it are not pushed down when they arrive (layout shift, docs/benchmarks.md).
  const amount = (value: number | null | undefined) =>
    value === undefined ? <PendingValue width="amount" /> : formatAmount(value, 'USD');

  return (
    <section className="home__member" aria-labelledby="home-title">
      <h1 id="home-title">
        {data ? (
          t('member.greeting', { name: data.realName || data.username })
        ) : (
          <>
            <PendingValue width="heading" />
            <span className="visually-hidden">{t('common:loading')}</span>
          </>
        )}
      </h1>
      <Card title={t('member.summaryTitle')}>
        <dl className="home__figures">
          <div>
            <dt>{t('member.available')}</dt>
            <dd data-testid="home-available">{amount(data?.balance)}</dd>
          </div>
          <div>
            <dt>{t('member.held')}</dt>
            <dd data-testid="home-held">{amount(data?.held)}</dd>
          </div>
        </dl>
        <p className="home__actions">
          <Link className="ui-button ui-button--primary" to="/wallet/charge">
            {t('member.charge')}
          </Link>
          <Link className="ui-button ui-button--secondary" to="/wallet/history">
            {t('member.history')}
          </Link>
        </p>
      </Card>
    </section>
  );
}
