import { useMemo, useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { useLocation } from '@wallet/shared/router';
import { INQUIRY_STATUSES } from '@wallet/shared/domain';
import { EmptyState, oneOf, SelectField, useClampPage, useListParams } from '@wallet/shared/ui';
import { pageCount } from '../../../lib/paging';
import { RecordListSection } from '../../../lib/RecordListSection';
import { SupportNav } from '../../../lib/SupportNav';
import { useAdminListInquiriesQuery } from '../api';
import { InquiriesTable } from '../components/InquiriesTable';
import { locationStateOf } from '../paths';
import '../../../lib/money-admin.css';
import '../inquiries.css';

const FILTER_KEYS = ['status'] as const;

/**
 * /admin/inquiry: the members' one-to-one inquiries, newest first, filtered by all, waiting or
 * answered. The filter and page live in the address, so a reload or "back" keeps the view.
 */
export default function InquiriesPage() {
  const { t } = useTranslation(['adminSupport', 'common']);
  const location = useLocation();
  const { filters, page, go, setParams } = useListParams(FILTER_KEYS);
  const status = oneOf(INQUIRY_STATUSES, filters.status);
  const { data, currentData, isError, isFetching, refetch } = useAdminListInquiriesQuery({
    status,
    page,
  });
  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);
  // An answer registered on the detail page is said here, once, where its page returned.
  const [saved] = useState(() => locationStateOf(location.state).saved ?? null);
  const outcome = useMemo(
    () => (saved ? { ok: true, message: saved, takeFocus: true } : null),
    [saved],
  );

  return (
    <section className="money-admin" aria-labelledby="inquiries-title">
      <h1 id="inquiries-title">{t('inquiries.title')}</h1>
      <SupportNav />
      <div className="money-admin__filters">
        <SelectField
          label={t('inquiries.status')}
          value={status ?? ''}
          onChange={(event) => go({ status: event.target.value })}
        >
          <option value="">{t('inquiries.all')}</option>
          {INQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`inquiries.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <RecordListSection
        outcome={outcome}
        data={pastTheEnd ? undefined : data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('inquiries.loadFailed')}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
      >
        {(loaded) => (
          <div aria-busy={isFetching}>
            <p className="money-admin__total">{t('inquiries.total', { count: loaded.total })}</p>
            {loaded.rows.length === 0 ? (
              <EmptyState message={t('inquiries.empty')} />
            ) : (
              <InquiriesTable inquiries={loaded.rows} />
            )}
          </div>
        )}
      </RecordListSection>
    </section>
  );
}
