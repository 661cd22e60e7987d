import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * A disclosure menu for the site navigation: a button that shows a list of links.
 * Keyboard: Enter/Space toggles, ArrowDown opens and moves into the list, arrows move between
 * links, Escape closes and returns focus to the button; leaving the group closes it.
 */
export function MenuDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      // The list renders on open; focus its first link once it is there.
      requestAnimationFrame(() => focusLink(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusLink(current <= 0 ? -1 : current - 1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li className="menu__dropdown" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="menu__dropdown-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span aria-hidden="true" className="menu__caret" />
      </button>
      <ul
        ref={list}
        id={listId}
        className="menu__dropdown-list"
        hidden={!open}
        onClick={() => setOpen(false)}
      >
        {children}
      </ul>
    </li>
  );
}
