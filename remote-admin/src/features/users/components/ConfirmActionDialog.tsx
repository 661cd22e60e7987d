import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { memberWarningBodySchema, type MemberWarningBody } from '@wallet/shared/domain';
import { Button, Dialog, TextAreaField } from '@wallet/shared/ui';
import { useFocusKeptOnPage } from '../../../lib/ActionDialog';
import { DANGEROUS_ACTIONS, type UserAction } from '../actions';

export interface ConfirmActionDialogProps {
  action: UserAction;
  username: string;
  /** Warnings before this one: the third warning blocks, and the dialog says so. */
  warnings: number;
  busy: boolean;
  onConfirm: (reason: string | null) => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before a member's status or warnings change; a warning also asks for its
 * reason. Cancel comes first, so Enter on the opened dialog never confirms by accident.
 */
export function ConfirmActionDialog({
  action,
  username,
  warnings,
  busy,
  onConfirm,
  onCancel,
}: ConfirmActionDialogProps) {
  const { t } = useTranslation(['adminUsers', 'common']);
  // Approve and Block take their own button away with the answer.
  useFocusKeptOnPage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MemberWarningBody>({
    resolver: zodResolver(memberWarningBodySchema),
    defaultValues: { reason: '' },
  });
  const reasonError = errors.reason
    ? errors.reason.message === 'too_long'
      ? t('common:errors.field.too_long')
      : t('common:errors.field.required')
    : undefined;

  const confirm =
    action === 'warn'
      ? () => void handleSubmit(({ reason }) => onConfirm(reason))()
      : () => onConfirm(null);

  return (
    <Dialog
      title={t(`actions.confirm.${action}Title`, { username })}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant={DANGEROUS_ACTIONS.has(action) ? 'danger' : 'primary'}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {t(`actions.${action}`)}
          </Button>
        </>
      }
    >
      <p>{t(`actions.confirm.${action}Text`)}</p>
      {action === 'warn' && warnings >= 2 ? (
        <p>
          <strong>{t('actions.confirm.warnBlocks')}</strong>
        </p>
      ) : null}
      {action === 'warn' ? (
        <TextAreaField
          label={t('actions.reason')}
          maxLength={500}
          error={reasonError}
          {...register('reason')}
        />
      ) : null}
    </Dialog>
  );
}
