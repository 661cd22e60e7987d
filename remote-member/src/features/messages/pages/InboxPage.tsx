import { useTranslation } from '@wallet/shared/i18n';
import {
  ContentFrame,
  ListResults,
  MessageList,
  useListInboxMessagesQuery,
  usePageParam,
} from '../../../lib/content';

/** /messages: the member's messages, newest first, read or unread, paged in the address. */
export default function InboxPage() {
  const { t } = useTranslation('support');
  const { page, goTo } = usePageParam();
  const query = useListInboxMessagesQuery(
    { page },
    // Messages arrive from elsewhere (administrators, decisions): coming back asks again.
    { refetchOnMountOrArgChange: true },
  );
  return (
    <ContentFrame title={t('inbox.title')} intro={t('inbox.intro')}>
      <ListResults query={query} page={page} onPage={goTo} empty={t('inbox.empty')}>
        {(rows) => <MessageList rows={rows} label={t('inbox.list')} />}
      </ListResults>
    </ContentFrame>
  );
}
