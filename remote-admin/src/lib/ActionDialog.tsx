import { useEffect, useState, type ReactNode } from 'react';
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

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** Nothing has the focus: the browser put it on the page's body (or nowhere). */
const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body;

/**
 * Where the keyboard goes when the control that opened a dialog is gone: the heading of the
 * closest part of the page that still stands (a card's title, else the page's), so the
 * administrator carries on near where they were instead of at the top of the page. Nothing when
 * the page itself is gone: the next one decides.
 */
function placeNear(ancestors: readonly HTMLElement[]): HTMLElement | null {
  const heading = ancestors
    .filter((element) => element.isConnected)
    .map((element) => element.querySelector<HTMLElement>(HEADING))
    .find((found) => found !== null);
  if (!heading) return null;
  // A heading takes the focus only from a script, as here, never from Tab.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * After the dialog has closed, watches for the focus dropping to the body: the shared Dialog
 * gives it back to the opener, but the opener may go with the answer (an Approve button on an
 * approved row), at once or when the list is fetched again. Stops once the focus is elsewhere,
 * or the administrator clicks.
 */
function keepFocusOnPage(opener: HTMLElement | null, ancestors: readonly HTMLElement[]) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener) stop();
  };
  const check = () => {
    if (!focusIsLost()) return;
    clearTimeout(timer);
    // A turn later, so a page that places the focus itself (on the outcome) goes first.
    timer = setTimeout(() => {
      if (!focusIsLost()) return;
      if (opener?.isConnected) opener.focus();
      if (focusIsLost()) placeNear(ancestors)?.focus();
      if (!opener?.isConnected) stop();
    }, 0);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('pointerdown', stop, true);
  check();
}

/**
 * The control that had the focus when the dialog opened, and the parts of the page around it,
 * up to the page's own (the body holds other pages' dialogs, never a place to return to).
 */
function openerNow(): { opener: HTMLElement | null; ancestors: HTMLElement[] } {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const ancestors: HTMLElement[] = [];
  // Up to the page's own part: the shell around it (and the next page, once this one is gone
  // by a navigation) is never where this dialog's opener stood.
  const page = opener?.closest('main') ?? null;
  for (
    let element = opener?.parentElement;
    element && element !== document.body;
    element = element.parentElement
  ) {
    ancestors.push(element);
    if (element === page) break;
  }
  return { opener, ancestors };
}

/**
 * For a dialog's whole life: once it closes, the focus goes back to the control that opened it,
 * or near where it stood when the action took it away (keepFocusOnPage). Every back-office
 * dialog calls it.
 */
export function useFocusKeptOnPage() {
  // Read while rendering: the dialog moves the focus into itself once mounted.
  const [origin] = useState(openerNow);
  useEffect(() => () => keepFocusOnPage(origin.opener, origin.ancestors), [origin]);
}

/**
 * A back-office dialog with Back and one action. Back comes first, so it takes the focus and
 * Enter on the opened dialog never acts by accident. While the call runs Back is disabled and
 * Escape waits: a change is blocking, never optimistic (docs/product.md §10). When it closes the
 * focus goes back to the opener, or near it when the action took the opener away: never to the
 * page's body, where the keyboard would start over from the top.
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
  useFocusKeptOnPage();
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
