import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { useAppDispatch } from '@wallet/shared/store';
import { Button, ErrorNotice, Loading, StatusNotice } from '@wallet/shared/ui';
import { rememberPending, useGetPendingRequestQuery } from './money-api';
import { PendingRequestCard } from './PendingRequestCard';

/** While a request is pending it is asked again this often, so its card follows the decision. */
export const PENDING_POLL_MS = 30_000;

/**
 * Every money form sits behind this: a member has at most one pending money request of any kind
 * (docs/product.md §3), so while one exists its card (status, Cancel) replaces the form. The form
 * gets `onCreated`: the created request becomes the pending one at once, from the answer.
 */
export function PendingRequestGate({
  children,
}: {
  children: (onCreated: (request: MoneyRequest) => void) => ReactNode;
}) {
  const { t } = useTranslation('money');
  const dispatch = useAppDispatch();
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const { data, isError, refetch } = useGetPendingRequestQuery(undefined, {
    // An administrator may have decided since this page last asked.
    refetchOnMountOrArgChange: true,
  });
  const pending = data?.request ?? null;
  // A second subscription polls, only while something is pending: with nothing pending, only the
  // member's own actions change the answer, and those update the cache themselves.
  useGetPendingRequestQuery(undefined, {
    skip: pending === null,
    pollingInterval: PENDING_POLL_MS,
  });

  if (isError && !data) {
    return (
      <ErrorNotice
        message={t('pending.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!data) return <Loading label={t('loading')} />;

  if (pending) {
    return (
      <PendingRequestCard
        request={pending}
        submitted={pending.id === submittedId}
        onCancelled={() => {
          setSubmittedId(null);
          setCancelled(true);
          void dispatch(rememberPending(null));
        }}
      />
    );
  }

  const onCreated = (request: MoneyRequest) => {
    setCancelled(false);
    setSubmittedId(request.id);
    void dispatch(rememberPending(request));
  };
  return (
    <>
      {cancelled ? <StatusNotice message={t('pending.cancelled')} /> : null}
      {children(onCreated)}
    </>
  );
}
