import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { TextAreaField } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { fieldError } from '../../../lib/field-error';
import { checkMemo, MEMO_MAX_LENGTH, type Decision } from '../decisions';
import { RequestSummary } from './RequestSummary';

export interface DecisionDialogProps {
  request: MoneyRequest;
  decision: Decision;
  busy: boolean;
  error: string | null;
  onConfirm: (adminMemo: string) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a decision: it repeats the member, the kind and every figure, and takes
 * the administrator's memo (required to reject, since the member is told the reason).
 */
export function DecisionDialog({
  request,
  decision,
  busy,
  error,
  onConfirm,
  onCancel,
}: DecisionDialogProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { adminMemo: '' } });
  const title = t(`decision.title.${decision}`, {
    id: request.id,
    username: request.username,
    kind: t(`kinds.${request.kind}`),
  });

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={t(`decision.${decision}`)}
      danger={decision !== 'approve'}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onConfirm={() => void handleSubmit(({ adminMemo }) => onConfirm(adminMemo.trim()))()}
    >
      <p>{t(`decision.text.${decision}`)}</p>
      <RequestSummary request={request} />
      <TextAreaField
        label={t(decision === 'reject' ? 'decision.memoRequired' : 'decision.memoOptional')}
        hint={t('decision.memoHint')}
        maxLength={MEMO_MAX_LENGTH}
        rows={3}
        error={fieldError(t, errors.adminMemo?.message)}
        {...register('adminMemo', { validate: (memo) => checkMemo(decision, memo) })}
      />
    </ConfirmDialog>
  );
}
