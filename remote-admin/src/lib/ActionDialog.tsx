import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Button, Dialog, ErrorNotice } from '@wallet/shared/ui';

export interface ActionDialogProps {
  title: string;
  /** The dialog's one action, after Back: a confirmation's button or a form's Save. */
  action: ReactNode;
  busy: boolean;
  /** A failure that keeps the dialog open, so the administrator can try again or go back. */
  error?: string | null;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A back-office dialog with Back and one action. Back comes first, so it takes the focus and
 * Enter on the opened dialog never acts by accident. While the call runs Back is disabled and
 * Escape waits: a change is blocking, never optimistic (docs/product.md §10).
 */
export function ActionDialog({
  title,
  action,
  busy,
  error,
  onCancel,
  children,
}: ActionDialogProps) {
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
          {action}
        </>
      }
    >
      {children}
      {error ? <ErrorNotice message={error} /> : null}
    </Dialog>
  );
}
