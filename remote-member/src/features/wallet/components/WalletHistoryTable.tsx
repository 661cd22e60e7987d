import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type MoneyRequest } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import { formatAmount, historyColumns, ReturnedAmount, returnedToWallet } from '../../../lib/money';

const dash = '—';

/**
 * Charges and withdrawals: type, date, amount in USD, what was sent or paid in the request's
 * currency, what reached the wallet (or, for a refused or cancelled withdrawal, what returned to
 * it), status, the administrator's memo (a refusal's reason) and the approval date (KST).
 */
export function WalletHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const shared = historyColumns(t);
  return (
    <DataTable
      caption={t('history.wallet.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        shared.kind,
        {
          key: 'date',
          header: t('figures.date'),
          cell: (row) => formatKstDateTime(row.requestedAt),
        },
        {
          key: 'amount',
          header: t('figures.amountUsd'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, 'USD'),
        },
        {
          key: 'converted',
          header: t('figures.converted'),
          numeric: true,
          cell: (row) =>
            row.convertedAmount === null ? dash : formatAmount(row.convertedAmount, row.currency),
        },
        {
          key: 'reflected',
          header: t('figures.reflected'),
          numeric: true,
          cell: (row) => {
            const returned = returnedToWallet(row);
            if (returned !== null) return <ReturnedAmount amount={returned} />;
            // Only a completed charge has reached the wallet.
            return row.status === 'completed' && row.reflectedAmount !== null
              ? formatAmount(row.reflectedAmount, 'USD')
              : dash;
          },
        },
        shared.status,
        shared.memo,
        shared.approved,
      ]}
    />
  );
}
