import { Button } from './Button';

export interface PagerLabels {
  /** The navigation's name, e.g. "Pages". */
  nav: string;
  previous: string;
  next: string;
  /** Where the reader is, e.g. "Page 2 of 5"; announced when it changes. */
  status: string;
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

/** Previous and next around "Page X of Y", for every paged list; the texts come translated. */
export function Pager({ page, pages, onPage, labels }: PagerProps) {
  return (
    <nav className="ui-pager" aria-label={labels.nav}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <p aria-live="polite">{labels.status}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
