import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import './filter-bar.css';

/** Where the page's cards start (DataTable) is where the filters fold away too. */
const PHONE = '(max-width: 768px)';

/** The phone query, where the browser has one (a test's document has none: a desktop). */
function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
}

export interface FilterBarProps {
  /** The search landmark's name ("Filters", "Find members"). */
  label: string;
  /** How many filters are in force now (from the address), shown on the fold's button. */
  active: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields, then the buttons (in a `.filter-bar__buttons`). */
  children: ReactNode;
}

/**
 * A back office list's filters: one row of fields whose inputs and buttons line up, each hint
 * under its input. A "Filters" button (aria-expanded) folds them away: open on a wide screen,
 * folded on a phone, where the list matters more; it says how many filters are in force.
 */
export function FilterBar({ label, active, onSubmit, children }: FilterBarProps) {
  const { t } = useTranslation('adminMoney');
  const fieldsId = useId();
  const [open, setOpen] = useState(() => !(phoneQuery()?.matches ?? false));

  // A window that turns from phone to desktop width (or back) gets that width's default.
  useEffect(() => {
    const query = phoneQuery();
    if (!query) return undefined;
    const follow = (event: MediaQueryListEvent) => setOpen(!event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  return (
    <form role="search" aria-label={label} className="filter-bar" onSubmit={onSubmit}>
      <button
        type="button"
        className="filter-bar__toggle"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen((current) => !current)}
      >
        {t('list.filters')}
        {active > 0 ? (
          <>
            {' '}
            <span className="filter-bar__count">{t('list.activeFilters', { count: active })}</span>
          </>
        ) : null}
      </button>
      <div id={fieldsId} className="filter-bar__fields" hidden={!open}>
        {children}
      </div>
    </form>
  );
}
