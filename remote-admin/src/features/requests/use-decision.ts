import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { answerCodeOf } from '@wallet/shared/store';
import {
  useApproveRequestMutation,
  useCancelRequestMutation,
  useRejectRequestMutation,
} from './api';
import type { Decision } from './decisions';

/** How the last decision ended, and on which request (its row is marked and takes the focus). */
export type DecisionResult = { ok: boolean; message: string; id: number };

/**
 * One decision at a time, confirmed in a dialog, then sent and awaited: the list changes only
 * when the server has answered (docs/product.md §10, never optimistic). A request someone else
 * decided first closes the dialog with a message; the list has been refetched by then.
 */
export function useDecision() {
  const { t } = useTranslation('adminMoney');
  const [approve, approveCall] = useApproveRequestMutation();
  const [reject, rejectCall] = useRejectRequestMutation();
  const [cancel, cancelCall] = useCancelRequestMutation();
  const [open, setOpen] = useState<{ request: MoneyRequest; decision: Decision } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [result, setResult] = useState<DecisionResult | null>(null);
  const busy = approveCall.isLoading || rejectCall.isLoading || cancelCall.isLoading;

  const send = (decision: Decision, id: number, adminMemo: string) => {
    if (decision === 'reject') return reject({ id, adminMemo }).unwrap();
    const args = { id, adminMemo: adminMemo || undefined };
    return decision === 'approve' ? approve(args).unwrap() : cancel(args).unwrap();
  };

  const confirm = async (adminMemo: string) => {
    if (!open || busy) return;
    const { request, decision } = open;
    setDialogError(null);
    try {
      await send(decision, request.id, adminMemo);
      setOpen(null);
      setResult({
        ok: true,
        id: request.id,
        message: t(`decision.done.${decision}`, { id: request.id, username: request.username }),
      });
    } catch (failure) {
      const code = answerCodeOf(failure);
      if (code === 'already_decided' || code === 'invalid_transition' || code === 'not_found') {
        setOpen(null);
        setResult({
          ok: false,
          id: request.id,
          message: t(
            code === 'not_found' ? 'decision.errors.notFound' : 'decision.errors.alreadyDecided',
            { id: request.id },
          ),
        });
      } else {
        // Nothing changed: the dialog stays, with the memo, so the administrator can retry.
        setDialogError(t('decision.errors.failed'));
      }
    }
  };

  return {
    open,
    busy,
    result,
    dialogError,
    start: (request: MoneyRequest, decision: Decision) => {
      setResult(null);
      setDialogError(null);
      setOpen({ request, decision });
    },
    close: () => {
      if (!busy) setOpen(null);
    },
    dismiss: () => setResult(null),
    confirm,
  };
}
