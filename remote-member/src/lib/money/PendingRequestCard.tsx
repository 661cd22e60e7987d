import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { PLATFORM_CURRENCY, type MoneyRequest } from '@wallet/shared/domain';
import { Button, Card, Dialog, ErrorNotice, StatusNotice } from '@wallet/shared/ui';
import { readFailure } from '../forms';
import { DepositAddressPanel } from './DepositAddressPanel';
import { useCancelMyRequestMutation } from './money-api';
import { RequestFigures } from './RequestFigures';
import { useMoneyErrorMessage } from './server-messages';
import './money.css';

export interface PendingRequestCardProps {
  request: MoneyRequest;
  /** True right after this page created it: says so, and takes the focus from the gone form. */
  submitted: boolean;
  onCancelled: (request: MoneyRequest) => void;
}

/**
 * The member's one pending request (any kind), shown instead of a second form (docs/product.md §12:
 * "pending money request exists, check status"), with a Cancel that asks first. A charge or a
 * platform recharge also shows where to send the money and its reference code.
 */
export function PendingRequestCard({ request, submitted, onCancelled }: PendingRequestCardProps) {
  const { t } = useTranslation('money');
  const errorMessage = useMoneyErrorMessage();
  const [cancelRequest, { isLoading: cancelling }] = useCancelMyRequestMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (submitted) region.current?.focus();
  }, [submitted]);

  const cancel = async () => {
    setError(null);
    try {
      const cancelled = await cancelRequest(request.id).unwrap();
      setConfirming(false);
      onCancelled(cancelled);
    } catch (failure) {
      setConfirming(false);
      setError(errorMessage(readFailure(failure).code));
    }
  };

  const depositCurrency =
    request.kind === 'wallet_charge'
      ? request.currency
      : request.kind === 'platform_recharge' && request.platform
        ? PLATFORM_CURRENCY[request.platform]
        : null;

  return (
    <div ref={region} tabIndex={-1} className="money-pending">
      <Card title={t('pending.title')}>
        {submitted ? (
          <StatusNotice message={t('pending.submitted')} />
        ) : (
          <p>{t('errors.pending_request_exists')}</p>
        )}
        {request.reference ? (
          <p className="money-pending__reference">
            {t('pending.sendTo', { reference: request.reference })}
          </p>
        ) : null}
        <RequestFigures request={request} />
        {error ? <ErrorNotice message={error} /> : null}
        <Button variant="danger-quiet" onClick={() => setConfirming(true)}>
          {t('pending.cancel')}
        </Button>
      </Card>
      {depositCurrency ? <DepositAddressPanel currency={depositCurrency} /> : null}
      {confirming ? (
        <Dialog
          title={t('pending.cancelTitle')}
          onClose={() => {
            if (!cancelling) setConfirming(false);
          }}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirming(false)}
                disabled={cancelling}
              >
                {t('pending.keep')}
              </Button>
              <Button
                variant="danger"
                onClick={() => void cancel()}
                disabled={cancelling}
                aria-busy={cancelling}
              >
                {cancelling ? t('pending.cancelling') : t('pending.confirmCancel')}
              </Button>
            </>
          }
        >
          <p>{t('pending.cancelText')}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
