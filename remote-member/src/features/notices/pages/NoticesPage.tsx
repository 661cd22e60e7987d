import { useTranslation } from '@wallet/shared/i18n';
import {
  ContentFrame,
  ListResults,
  NoticeList,
  useListPublicNoticesQuery,
  usePageParam,
} from '../../../lib/content';

/** /support/notice: every notice, pinned first, then newest (the server's order), paged. */
export default function NoticesPage() {
  const { t } = useTranslation('support');
  const { page, goTo } = usePageParam();
  const query = useListPublicNoticesQuery({ page }, { refetchOnMountOrArgChange: true });
  return (
    <ContentFrame title={t('notices.title')} intro={t('notices.intro')}>
      <ListResults query={query} page={page} onPage={goTo} empty={t('notices.empty')}>
        {(rows) => <NoticeList rows={rows} label={t('notices.list')} />}
      </ListResults>
    </ContentFrame>
  );
}
