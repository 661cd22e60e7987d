import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { useAppDispatch } from '@wallet/shared/store';
import { StatusNotice } from '@wallet/shared/ui';
import { PendingRequestCard, rememberPending, useGetPendingRequestQuery } from '../../../lib/money';

/**
 * The member's pending money request, if any, as the money pages show it (status, figures, where
 * to send a charge, Cancel). Nothing when there is none, or when it cannot be checked: the money
 * pages say so where it matters.
 */
export function PendingRequestSummary() {
  const { t } = useTranslation('money');
  const dispatch = useAppDispatch();
  const [cancelled, setCancelled] = useState(false);
  const { data } = useGetPendingRequestQuery(undefined, { refetchOnMountOrArgChange: true });
  const pending = data?.request ?? null;
  if (cancelled && !pending) return <StatusNotice message={t('pending.cancelled')} />;
  if (!pending) return null;
  return (
    <PendingRequestCard
      request={pending}
      submitted={false}
      onCancelled={() => {
        setCancelled(true);
        void dispatch(rememberPending(null));
      }}
    />
  );
}
