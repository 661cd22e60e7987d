import type { ReactNode } from 'react';
import { Button } from '@wallet/shared/ui';
import { ActionDialog } from './ActionDialog';

export interface FormDialogProps {
  title: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  saveLabel: string;
  busy: boolean;
  /** A failure that keeps the dialog open with what was typed. */
  error: string | null;
  onCancel: () => void;
  /** The form. */
  children: ReactNode;
}

/**
 * A record's add or edit form in a dialog, its first field focused; Save submits the form.
 * Like ConfirmDialog in shape only: both fill ActionDialog, which holds what they share.
 */
export function FormDialog({
  title,
  formId,
  saveLabel,
  busy,
  error,
  onCancel,
  children,
}: FormDialogProps) {
  return (
    <ActionDialog
      title={title}
      busy={busy}
      error={error}
      onCancel={onCancel}
      action={
        <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
          {saveLabel}
        </Button>
      }
    >
      {children}
    </ActionDialog>
  );
}
