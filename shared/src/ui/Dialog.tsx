import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: rendered while mounted, focus moved in on open and given back on close,
 * Tab kept inside, Escape closes.
 */
export function Dialog({ title, children, actions, onClose, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ui-dialog-backdrop">
      <div
        ref={panel}
        className="ui-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        <div id={textId} className="ui-dialog__body">
          {children}
        </div>
        <div className="ui-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
