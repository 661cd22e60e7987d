import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorNotice } from '@wallet/shared/ui';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, with the figures; it describes the dialog. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirmed action destroys something (a delete): its button says so by its look. */
  danger?: boolean;
  busy: boolean;
  /** A failure that keeps the dialog open, so the administrator can try again or go back. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure?" before a change. Cancel comes first, so it takes the focus and Enter on the
 * opened dialog never confirms by accident. While the call runs nothing can be pressed again
 * and Escape waits: the change is blocking, never optimistic (docs/product.md §10).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('adminMoney');
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      title={title}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('list.back')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <ErrorNotice message={error} /> : null}
    </Dialog>
  );
}
