import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, ErrorNotice } from '@wallet/shared/ui';

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
 * A record's add or edit form in a dialog, its first field focused, Back and then Save (which
 * submits the form). While the call runs nothing can be pressed again and Escape waits.
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
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <ErrorNotice message={error} /> : null}
    </Dialog>
  );
}
