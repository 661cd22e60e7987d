import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { Button, EmptyState, ErrorNotice, ListSkeleton, Pager } from '@wallet/shared/ui';
import { pageCount, type HistoryPage } from './history';

export interface HistoryResultsProps {
  /** The answer for the page shown (RTK Query's `currentData`: never another page's rows). */
  data: HistoryPage | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  page: number;
  onPage: (page: number) => void;
  /** The table of the rows; only called with at least one row. */
  children: (rows: MoneyRequest[]) => ReactNode;
}

/** The states every history shares: loading, failed (with retry), empty, rows with paging. */
export function HistoryResults({
  data,
  isError,
  isFetching,
  refetch,
  page,
  onPage,
  children,
}: HistoryResultsProps) {
  const { t } = useTranslation('money');
  if (isError) {
    return (
      <ErrorNotice
        message={t('history.loadFailed')}
        action={<Button onClick={refetch}>{t('retry')}</Button>}
      />
    );
  }
  if (!data) return <ListSkeleton label={t('loading')} />;
  const pages = pageCount(data.total);
  return (
    <div aria-busy={isFetching}>
      <p>{t('history.total', { count: data.total })}</p>
      {data.rows.length === 0 ? <EmptyState message={t('history.empty')} /> : children(data.rows)}
      <Pager page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
