import { useTranslation } from '@wallet/shared/i18n';
import { Link, useParams } from '@wallet/shared/router';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';
import { useGetUserQuery } from '../api';
import { BalanceCorrection } from '../components/BalanceCorrection';
import { UserActions } from '../components/UserActions';
import { UserProfile } from '../components/UserProfile';
import { WarningHistory } from '../components/WarningHistory';
import '../users.css';
import '../../../lib/money-admin.css';

/** /admin/users/{id}: profile, wallet, platforms, warnings, and the actions on the member. */
export default function UserDetailPage() {
  const { t } = useTranslation(['adminUsers', 'common']);
  const { id = '' } = useParams();
  const { data, error, isError, refetch } = useGetUserQuery(id);
  const notFound =
    isError && typeof error === 'object' && 'status' in error && error.status === 404;

  return (
    <section className="user-detail" aria-labelledby="user-detail-title">
      <p>
        <Link to="/admin/users">{t('detail.back')}</Link>
      </p>
      <h1 id="user-detail-title">
        {data ? t('detail.title', { username: data.username }) : t('list.title')}
      </h1>
      {notFound ? (
        <ErrorNotice message={t('detail.notFound')} />
      ) : isError ? (
        <ErrorNotice
          message={t('detail.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data ? (
        <Loading label={t('common:loading')} />
      ) : (
        <>
          <UserProfile user={data} />
          <WarningHistory user={data} />
          <UserActions user={data} />
          <BalanceCorrection user={data} />
        </>
      )}
    </section>
  );
}
