import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { Button, Card, ErrorNotice, ListSkeleton } from '@wallet/shared/ui';
import {
  MessageList,
  NoticeList,
  useListInboxMessagesQuery,
  useListPublicNoticesQuery,
} from '../../../lib/content';

/** How many of the newest notices and messages the home page shows. */
const LATEST = { page: 1, limit: 3 };

/** A summary list's loading and failed states (the full pages carry paging and the empty text). */
function Latest({
  isError,
  loaded,
  refetch,
  children,
}: {
  isError: boolean;
  loaded: boolean;
  refetch: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['home', 'support']);
  if (isError && !loaded) {
    return (
      <ErrorNotice
        message={t('support:errors.fetch_failed')}
        action={<Button onClick={refetch}>{t('support:retry')}</Button>}
      />
    );
  }
  if (!loaded) return <ListSkeleton label={t('support:loading')} rows={LATEST.limit} />;
  return <>{children}</>;
}

export function LatestNotices() {
  const { t } = useTranslation('home');
  const { data, isError, refetch } = useListPublicNoticesQuery(LATEST, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Card title={t('member.notices.title')}>
      <Latest isError={isError} loaded={data !== undefined} refetch={() => void refetch()}>
        {data && data.rows.length > 0 ? (
          <NoticeList rows={data.rows} label={t('member.notices.title')} />
        ) : (
          <p>{t('member.notices.empty')}</p>
        )}
      </Latest>
      <Link to="/support/notice">{t('member.notices.all')}</Link>
    </Card>
  );
}

export function LatestMessages() {
  const { t } = useTranslation('home');
  const { data, isError, refetch } = useListInboxMessagesQuery(LATEST, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <Card title={t('member.messages.title')}>
      <Latest isError={isError} loaded={data !== undefined} refetch={() => void refetch()}>
        {data && data.rows.length > 0 ? (
          <MessageList rows={data.rows} label={t('member.messages.title')} />
        ) : (
          <p>{t('member.messages.empty')}</p>
        )}
      </Latest>
      <Link to="/messages">{t('member.messages.all')}</Link>
    </Card>
  );
}
