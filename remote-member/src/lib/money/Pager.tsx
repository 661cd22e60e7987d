import { useTranslation } from 'react-i18next';
import { Button } from '@wallet/shared/ui';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** "Page X of Y" with previous and next; the page text is announced when it changes. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('money');
  return (
    <nav className="money-pager" aria-label={t('history.paging')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <p aria-live="polite">{t('history.page', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </nav>
  );
}
