import { useTranslation } from 'react-i18next';
import { Button } from '@wallet/shared/ui';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** "Page X of Y" with previous and next, for the money lists. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('adminMoney');
  return (
    <nav className="money-admin__pager" aria-label={t('list.paging')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <p aria-live="polite">{t('list.page', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
