import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorNotice, ListSkeleton, Pager } from '@wallet/shared/ui';

export interface PagedListProps<T extends { total: number }> {
  /** The page's answer; undefined while it loads (or while a page past the end is put back). */
  data: T | undefined;
  isError: boolean;
  /** A newer page is on its way: the rows shown are marked busy meanwhile. */
  isFetching: boolean;
  onRetry: () => void;
  loadFailed: string;
  /** The "N in all" line above the rows, and its class. */
  totalText: (count: number) => string;
  totalClassName: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  listRef?: Ref<HTMLDivElement>;
  children: (data: T) => ReactNode;
}

/**
 * The body of a filtered, paged back-office list: failed (with Retry), loading, or the total,
 * the rows (or why there are none) and the pager, marked busy while the next page loads.
 */
export function PagedList<T extends { total: number }>({
  data,
  isError,
  isFetching,
  onRetry,
  loadFailed,
  totalText,
  totalClassName,
  isEmpty,
  empty,
  page,
  pages,
  onPage,
  listRef,
  children,
}: PagedListProps<T>) {
  const { t } = useTranslation(['adminMoney', 'common']);
  if (isError) {
    return (
      <ErrorNotice
        message={loadFailed}
        action={<Button onClick={onRetry}>{t('list.retry')}</Button>}
      />
    );
  }
  if (data === undefined) return <ListSkeleton label={t('common:loading')} />;
  return (
    <div ref={listRef} aria-busy={isFetching}>
      <p className={totalClassName}>{totalText(data.total)}</p>
      {isEmpty(data) ? <EmptyState message={empty} /> : children(data)}
      <Pager page={page} pages={pages} onPage={onPage} />
    </div>
  );
}
