import { useTranslation, useFormat } from '@wallet/shared/i18n';
import type { UserInfo } from '@wallet/shared/domain';
import { FigureList } from './FigureList';

/** Available and held balance, shown apart (docs/product.md §10). */
export function BalanceSummary({ info }: { info: UserInfo }) {
  const { t } = useTranslation('money');
  const { formatAmount } = useFormat();
  const show = (amount: number | null) => formatAmount(amount, 'USD');
  return (
    <FigureList
      label={t('balance.title')}
      figures={[
        { label: t('balance.available'), value: show(info.balance) },
        { label: t('balance.held'), value: show(info.held) },
      ]}
    />
  );
}
