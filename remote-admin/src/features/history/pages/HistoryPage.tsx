import { useTranslation } from '@wallet/shared/i18n';
import { HISTORY_KINDS } from '@wallet/shared/domain';
import { oneOf, useClampPage, useListParams } from '@wallet/shared/ui';
import { ListFilters } from '../../../lib/ListFilters';
import { PagedList } from '../../../lib/PagedList';
import { TradeNav } from '../../../lib/TradeNav';
import { pageCount } from '../../../lib/paging';
import { useListHistoryQuery } from '../api';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { HistoryTable } from '../components/HistoryTable';
import '../../../lib/money-admin.css';

const FILTER_KEYS = ['kind', 'username', 'from', 'to'] as const;

/**
 * /admin/history: every processed transaction (decided requests, corrections, bonuses) with
 * kind, member and day filters, and the same selection as a CSV file.
 */
export default function HistoryPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { filters, page, go, setParams } = useListParams(FILTER_KEYS);
  const selection = { ...filters, kind: oneOf(HISTORY_KINDS, filters.kind) };
  const answer = useListHistoryQuery({ ...selection, page });
  const { data, currentData } = answer;
  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  return (
    <section className="money-admin" aria-labelledby="history-title">
      <h1 id="history-title">{t('history.title')}</h1>
      <TradeNav />
      <ListFilters
        key={`${filters.username}|${filters.from}|${filters.to}`}
        username={filters.username}
        from={filters.from}
        to={filters.to}
        selects={[
          {
            name: 'kind',
            label: t('list.kind'),
            value: selection.kind ?? '',
            options: [
              { value: '', label: t('list.all') },
              ...HISTORY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ],
          },
        ]}
        onSelect={(_name, value) => go({ kind: value })}
        onSearch={(search) => go(search)}
        onClear={() => go({ kind: '', username: '', from: '', to: '' })}
      />
      <DownloadCsvButton filters={selection} />
      <PagedList
        answer={answer}
        pastTheEnd={pastTheEnd}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
        texts={{
          loadFailed: t('history.loadFailed'),
          empty: t('history.empty'),
          total: (count) => t('list.total', { count }),
        }}
        totalClassName="money-admin__total"
        isEmpty={(loaded) => loaded.rows.length === 0}
      >
        {(loaded) => <HistoryTable rows={loaded.rows} />}
      </PagedList>
    </section>
  );
}
