import { useTranslation } from 'react-i18next';
import { Pager as UiPager } from '@wallet/shared/ui';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The shared pager with the money histories' texts. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('money');
  return (
    <UiPager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        nav: t('history.paging'),
        previous: t('history.previous'),
        next: t('history.next'),
        status: t('history.page', { page, pages }),
      }}
    />
  );
}
