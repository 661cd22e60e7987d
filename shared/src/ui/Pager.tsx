import { useTranslation } from '@wallet/shared/i18n';
import { Button } from './Button';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next around "Page X of Y", for every paged list, with its own texts. A list of one
 * page has nothing to page through, so there is no pager then; a page past the end (the list
 * shrank under a bookmark) keeps it, so the reader can step back.
 */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  const last = Math.max(pages, page);
  if (last <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={t('pager.nav')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <p aria-live="polite">{t('pager.status', { page, pages: last })}</p>
      <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
