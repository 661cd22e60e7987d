import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES, type MoneyRequest } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import { formatAmount, historyColumns } from '../../../lib/money';

const dash = '—';

/**
 * Platform recharges and withdrawals: type (both kinds share the list), platform and its id,
 * amount, status, the administrator's memo (a refusal's reason), request and approval dates (KST).
 */
export function TradeHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const shared = historyColumns(t);
  return (
    <DataTable
      caption={t('history.trade.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        shared.kind,
        {
          key: 'platform',
          header: t('figures.platform'),
          cell: (row) => (row.platform ? PLATFORM_NAMES[row.platform] : dash),
        },
        {
          key: 'platformId',
          header: t('figures.platformId'),
          wrap: true,
          cell: (row) => row.platformId ?? dash,
        },
        {
          key: 'amount',
          header: t('figures.amount'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, row.currency),
        },
        shared.status,
        shared.memo,
        shared.requested,
        shared.approved,
      ]}
    />
  );
}
