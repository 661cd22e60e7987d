import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Button, EmptyState, ErrorNotice, ListSkeleton, Pager } from '@wallet/shared/ui';
import { contentPageCount, type ContentPage } from './paging';

/** What the list reads of its RTK Query hook's result. */
export interface ListQuery<Row> {
  /** The answer for the page shown (`currentData`: never another page's rows). */
  currentData?: ContentPage<Row>;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListResultsProps<Row> {
  /** The list query's result, as its hook returns it. */
  query: ListQuery<Row>;
  page: number;
  onPage: (page: number) => void;
  /** What an empty list says. */
  empty: string;
  /** The rows; only called with at least one. */
  children: (rows: Row[]) => ReactNode;
}

/** The states every support list shares: loading, failed (with retry), empty, rows and paging. */
export function ListResults<Row>({
  query: { currentData: data, isError, isFetching, refetch },
  page,
  onPage,
  empty,
  children,
}: ListResultsProps<Row>) {
  const { t } = useTranslation('support');
  if (isError) {
    return (
      <ErrorNotice
        message={t('errors.fetch_failed')}
        action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!data) return <ListSkeleton label={t('loading')} />;
  const pages = contentPageCount(data.total);
  return (
    <div aria-busy={isFetching}>
      {data.rows.length === 0 ? <EmptyState message={empty} /> : children(data.rows)}
      <Pager page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
