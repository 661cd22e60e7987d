import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { pageCount } from '../../../lib/paging';
import { RecordListSection } from '../../../lib/RecordListSection';
import { useAdminListSentMessagesQuery } from '../api';
import { MessagesNav } from '../components/MessagesNav';
import { SentMessagesTable } from '../components/SentMessagesTable';
import '../../../lib/money-admin.css';
import '../messages.css';
import { useClampPage, useListParams } from '@wallet/shared/ui';

const NO_FILTERS = [] as const;

/** /admin/messages/sent: every message sent from the back office, who got it and who read it. */
export default function SentMessagesPage() {
  const { t } = useTranslation('adminSupport');
  const { page, go, setParams } = useListParams(NO_FILTERS);
  const { data, currentData, isError, refetch } = useAdminListSentMessagesQuery({ page });
  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  return (
    <section className="money-admin" aria-labelledby="sent-title">
      <h1 id="sent-title">{t('messages.sent.title')}</h1>
      <MessagesNav />
      <div className="money-admin__toolbar">
        <Link to="/admin/messages/send" className="ui-button ui-button--primary">
          {t('messages.sent.new')}
        </Link>
      </div>
      <RecordListSection
        outcome={null}
        data={pastTheEnd ? undefined : data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('messages.sent.loadFailed')}
        empty={t('messages.sent.empty')}
        isEmpty={(loaded) => loaded.rows.length === 0}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
      >
        {(loaded) => <SentMessagesTable messages={loaded.rows} />}
      </RecordListSection>
    </section>
  );
}
