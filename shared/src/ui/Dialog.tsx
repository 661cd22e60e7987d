import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** The message; it describes the dialog for assistive technology. */
  children: ReactNode;
  /** Buttons. The first focusable element inside the dialog receives focus when it opens. */
  actions: ReactNode;
  /** Escape calls it; so should the dialog's own close or OK button. */
  onClose: () => void;
  /** 'alertdialog' for a message that interrupts (a session that ended), else 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on the platform's own `<dialog>`: `showModal()` puts it above the page, makes the
 * rest of the page inert, keeps Tab inside and turns Escape into a `cancel` event, which closes it
 * through `onClose` so the owner decides (it is open while mounted). Focus goes back to where it
 * was when it closes. Rendered into `body` so a dialog opened from inside a form is never part
 * of that form.
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') {
      element.showModal();
    } else {
      // A DOM without showModal (jsdom in unit tests): open it and focus as the browser would.
      element.setAttribute('open', '');
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      previous?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return createPortal(
    <dialog
      ref={dialog}
      className="ui-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={onCancel}
      // The browser may close it itself (a second Escape without a click between): follow it.
      onClose={onClose}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div id={textId} className="ui-dialog__body">
        {children}
      </div>
      <div className="ui-dialog__actions">{actions}</div>
    </dialog>,
    document.body,
  );
}
