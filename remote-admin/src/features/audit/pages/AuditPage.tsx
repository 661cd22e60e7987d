import { useTranslation } from '@wallet/shared/i18n';
import { AUDIT_ACTIONS } from '@wallet/shared/domain';
import { EmptyState, oneOf, useClampPage, useListParams } from '@wallet/shared/ui';
import { ListFilters } from '../../../lib/ListFilters';
import { pageCount } from '../../../lib/paging';
import { RecordListSection } from '../../../lib/RecordListSection';
import { useAdminListAuditQuery } from '../api';
import { AuditTable } from '../components/AuditTable';
import '../../../lib/money-admin.css';
import '../audit.css';

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/**
 * /admin/audit: every administrator action, who did it, to what, and the state before and after.
 * Filters (administrator, action, Seoul days) and page live in the address.
 */
export default function AuditPage() {
  const { t } = useTranslation(['adminSupport', 'adminMoney']);
  const { filters, page, go, setParams } = useListParams(FILTER_KEYS);
  const action = oneOf(AUDIT_ACTIONS, filters.action);
  const { data, currentData, isError, isFetching, refetch } = useAdminListAuditQuery({
    ...filters,
    action,
    page,
  });
  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  return (
    <section className="money-admin" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <ListFilters
        key={`${filters.actor}|${filters.from}|${filters.to}`}
        username={filters.actor}
        usernameLabel={t('audit.actor')}
        from={filters.from}
        to={filters.to}
        selects={[
          {
            name: 'action',
            label: t('audit.action'),
            value: action ?? '',
            options: [
              { value: '', label: t('audit.all') },
              ...AUDIT_ACTIONS.map((value) => ({
                value,
                label: t(`audit.actions.${value}`),
              })),
            ],
          },
        ]}
        onSelect={(_name, value) => go({ action: value })}
        onSearch={({ username, from, to }) => go({ actor: username, from, to })}
        onClear={() => go({ actor: '', action: '', from: '', to: '' })}
      />
      <RecordListSection
        outcome={null}
        data={pastTheEnd ? undefined : data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('audit.loadFailed')}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
      >
        {(loaded) => (
          <div aria-busy={isFetching}>
            <p className="money-admin__total">{t('audit.total', { count: loaded.total })}</p>
            {loaded.rows.length === 0 ? (
              <EmptyState message={t('audit.empty')} />
            ) : (
              <AuditTable entries={loaded.rows} />
            )}
          </div>
        )}
      </RecordListSection>
    </section>
  );
}
