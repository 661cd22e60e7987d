import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { answerCodeOf } from '@wallet/shared/store';
import { Button, Card, ErrorNotice, StatusNotice } from '@wallet/shared/ui';
import { actionsFor, DANGEROUS_ACTIONS, TARGET_STATUS, type UserAction } from '../actions';
import {
  useAddWarningMutation,
  useChangeUserStatusMutation,
  useClearWarningsMutation,
} from '../api';
import type { AdminMemberDetail } from '../types';
import { ConfirmActionDialog } from './ConfirmActionDialog';

type Result = { ok: true; message: string } | { ok: false; message: string };

/** The actions the member's status allows, each confirmed in a dialog before it is sent. */
export function UserActions({ user }: { user: AdminMemberDetail }) {
  const { t } = useTranslation('adminUsers');
  const id = String(user.id);
  const [changeStatus, statusCall] = useChangeUserStatusMutation();
  const [addWarning, warnCall] = useAddWarningMutation();
  const [clearWarnings, clearCall] = useClearWarningsMutation();
  const [pending, setPending] = useState<UserAction | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const busy = statusCall.isLoading || warnCall.isLoading || clearCall.isLoading;
  const actions = actionsFor(user.status, user.warnings);

  const perform = async (action: UserAction, reason: string | null) => {
    setResult(null);
    try {
      if (action === 'warn') {
        const member = await addWarning({ id, reason: reason ?? '' }).unwrap();
        const blocked = member.status === 'blocked';
        setResult({
          ok: true,
          message: t(blocked ? 'actions.done.warnedBlocked' : 'actions.done.warned'),
        });
      } else if (action === 'clear') {
        await clearWarnings({ id }).unwrap();
        setResult({ ok: true, message: t('actions.done.cleared') });
      } else {
        const status = TARGET_STATUS[action];
        await changeStatus({ id, status }).unwrap();
        const done = {
          approve: 'actions.done.approved',
          reject: 'actions.done.rejected',
          block: 'actions.done.blocked',
          unblock: 'actions.done.unblocked',
        } as const;
        setResult({ ok: true, message: t(done[action]) });
      }
    } catch (failure) {
      const code = answerCodeOf(failure);
      const message =
        code === 'invalid_transition'
          ? t('actions.errors.invalidTransition')
          : code === 'not_found'
            ? t('actions.errors.notFound')
            : t('actions.errors.failed');
      setResult({ ok: false, message });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card title={t('detail.actions')}>
      {result ? (
        result.ok ? (
          <StatusNotice message={result.message} />
        ) : (
          <ErrorNotice message={result.message} />
        )
      ) : null}
      {actions.length === 0 ? (
        <p>{t('detail.noActions')}</p>
      ) : (
        <div className="user-detail__actions">
          {actions.map((action) => (
            <Button
              key={action}
              variant={
                DANGEROUS_ACTIONS.has(action)
                  ? 'danger-quiet'
                  : action === 'approve' || action === 'unblock'
                    ? 'primary'
                    : 'secondary'
              }
              disabled={busy}
              onClick={() => setPending(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {pending ? (
        <ConfirmActionDialog
          action={pending}
          username={user.username}
          warnings={user.warnings}
          busy={busy}
          onConfirm={(reason) => void perform(pending, reason)}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Card>
  );
}
