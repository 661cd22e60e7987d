import { useTranslation } from '@wallet/shared/i18n';
import { Button, Dialog } from '@wallet/shared/ui';
import { FigureList, type Figure } from './FigureList';

export interface ConfirmRequestDialogProps {
  title: string;
  text: string;
  /** The figures the member is about to confirm, repeated from the preview. */
  figures: readonly Figure[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Send this request?" before a money request that cannot be taken back by the form. "Go back"
 * comes first, so the focus lands on it and Enter never sends by accident.
 */
export function ConfirmRequestDialog({
  title,
  text,
  figures,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmRequestDialogProps) {
  const { t } = useTranslation('money');
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('confirm.back')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? t('confirm.sending') : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
      <FigureList figures={figures} />
    </Dialog>
  );
}
