import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import {
  Button,
  EmptyState,
  ErrorNotice,
  ListSkeleton,
  Pager,
  StatusNotice,
  type PagerProps,
} from '@wallet/shared/ui';
import type { Outcome } from './use-record-changes';

/**
 * The outcome of the last change, in a box that can take the focus: when the row whose button
 * was pressed is gone, the message is where the keyboard lands instead of the page's start.
 */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.takeFocus) notice.current?.focus();
  }, [outcome]);
  return (
    <div ref={notice} tabIndex={-1} className="money-admin__notice">
      {outcome ? (
        outcome.ok ? (
          <StatusNotice message={outcome.message} />
        ) : (
          <ErrorNotice message={outcome.message} />
        )
      ) : null}
    </div>
  );
}

export interface RecordListSectionProps<T> {
  outcome: Outcome | null;
  /** The list's answer, once loaded. */
  data: T | undefined;
  isError: boolean;
  onRetry: () => void;
  loadFailed: string;
  /** Said instead of the list when `isEmpty`; a list without it always renders its rows. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  /** A paged list's pager, under the rows. */
  pager?: PagerProps;
  children: (data: T) => ReactNode;
}

/**
 * The body of an admin list of records: the last change's outcome, then the list's own state —
 * failed (with Retry), loading, empty, or its rows and pager.
 */
export function RecordListSection<T>({
  outcome,
  data,
  isError,
  onRetry,
  loadFailed,
  empty,
  isEmpty,
  pager,
  children,
}: RecordListSectionProps<T>) {
  const { t } = useTranslation(['adminMoney', 'common']);
  return (
    <>
      <OutcomeNotice outcome={outcome} />
      {isError ? (
        <ErrorNotice
          message={loadFailed}
          action={<Button onClick={onRetry}>{t('list.retry')}</Button>}
        />
      ) : data === undefined ? (
        <ListSkeleton label={t('common:loading')} />
      ) : empty !== undefined && isEmpty?.(data) ? (
        <EmptyState message={empty} />
      ) : (
        <>
          {children(data)}
          {pager ? <Pager {...pager} /> : null}
        </>
      )}
    </>
  );
}
