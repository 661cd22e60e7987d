import { useTranslation } from 'react-i18next';
import { Pager as UiPager } from '@wallet/shared/ui';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The shared pager with the back office's texts, for every back-office list. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('adminMoney');
  return (
    <UiPager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        nav: t('list.paging'),
        previous: t('list.previous'),
        next: t('list.next'),
        status: t('list.page', { page, pages }),
      }}
    />
  );
}
