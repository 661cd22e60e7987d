import type { ReactNode } from 'react';
import { Button } from '@wallet/shared/ui';
import { ActionDialog } from './ActionDialog';

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

/** "Are you sure?" before a change; nothing can be pressed again while it runs. */
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
  return (
    <ActionDialog
      title={title}
      busy={busy}
      error={error}
      onCancel={onCancel}
      action={
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </ActionDialog>
  );
}
