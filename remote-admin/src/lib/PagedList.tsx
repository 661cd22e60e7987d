import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import {
  Button,
  EmptyState,
  ErrorNotice,
  ListSkeleton,
  Pager,
  type PagerProps,
} from '@wallet/shared/ui';

/** What a list query answers (RTK Query's result has these and more). */
export interface ListAnswer<T> {
  data?: T;
  isError: boolean;
  /** A newer page is on its way: the rows shown are marked busy meanwhile. */
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T extends { total: number }> {
  answer: ListAnswer<T>;
  /** The page asked for is past the end and is being put back: shown as loading. */
  pastTheEnd: boolean;
  pager: PagerProps;
  texts: { loadFailed: string; empty: string; total: (count: number) => string };
  /** The class of the "N in all" line above the rows. */
  totalClassName: string;
  isEmpty: (data: T) => boolean;
  listRef?: Ref<HTMLDivElement>;
  children: (data: T) => ReactNode;
}

/**
 * The body of a filtered, paged back-office list: failed (with Retry), loading, or the total,
 * the rows (or why there are none) and the pager, marked busy while the next page loads. Its
 * callers look alike in shape only: each passes its own answer, texts and table.
 */
export function PagedList<T extends { total: number }>({
  answer: { data, isError, isFetching, refetch },
  pastTheEnd,
  pager,
  texts,
  totalClassName,
  isEmpty,
  listRef,
  children,
}: PagedListProps<T>) {
  const { t } = useTranslation(['adminMoney', 'common']);
  if (isError) {
    return (
      <ErrorNotice
        message={texts.loadFailed}
        action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
      />
    );
  }
  if (data === undefined || pastTheEnd) return <ListSkeleton label={t('common:loading')} />;
  return (
    <div ref={listRef} aria-busy={isFetching}>
      <p className={totalClassName}>{texts.total(data.total)}</p>
      {isEmpty(data) ? <EmptyState message={texts.empty} /> : children(data)}
      <Pager {...pager} />
    </div>
  );
}
