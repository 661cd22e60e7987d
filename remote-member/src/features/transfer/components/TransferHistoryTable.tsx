import { useTranslation } from 'react-i18next';
import { formatKstDateTime, placeCurrency, type MoneyRequest } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import {
  FigureList,
  formatAmount,
  formatRateNumber,
  formatSignedUsd,
  placeName,
  ReturnedAmount,
  returnedToWallet,
  StatusBadge,
} from '../../../lib/money';

const dash = '—';

/**
 * Transfers: the route, the date, the wallet's change, the amount and what the target receives
 * (or, for a refused or cancelled transfer out of the wallet, what returned to it), status. The
 * USD value, record type, rate, memos and times are in each row's details.
 */
export function TransferHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const route = (row: MoneyRequest) =>
    `${row.from ? placeName(row.from, t) : dash} → ${row.to ? placeName(row.to, t) : dash}`;
  return (
    <DataTable
      caption={t('history.transfer.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { key: 'route', header: t('figures.route'), rowHeader: true, cell: route },
        {
          key: 'date',
          header: t('figures.date'),
          cell: (row) => formatKstDateTime(row.requestedAt),
        },
        {
          key: 'wallet',
          header: t('figures.wallet'),
          numeric: true,
          cell: (row) => (row.wallet === null ? dash : formatSignedUsd(row.wallet)),
        },
        {
          key: 'amount',
          header: t('figures.amount'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, row.currency),
        },
        {
          key: 'expected',
          header: t('figures.expected'),
          numeric: true,
          cell: (row) => {
            const returned = returnedToWallet(row);
            if (returned !== null) return <ReturnedAmount amount={returned} />;
            const target = row.to ? placeCurrency(row.to) : row.currency;
            return row.expectedAmount === null ? dash : formatAmount(row.expectedAmount, target);
          },
        },
        {
          key: 'status',
          header: t('figures.status'),
          cell: (row) => <StatusBadge status={row.status} />,
        },
      ]}
      details={{
        show: t('history.details'),
        hide: t('history.hideDetails'),
        label: (row) =>
          t('history.detailsOf', { route: route(row), date: formatKstDateTime(row.requestedAt) }),
        cell: (row) => (
          <FigureList
            figures={[
              {
                label: t('figures.converted'),
                value:
                  row.convertedAmount === null ? dash : formatAmount(row.convertedAmount, 'USD'),
              },
              {
                label: t('figures.recordType'),
                value: row.recordType ? t(`recordType.${row.recordType}`) : dash,
              },
              {
                label: t('figures.rate'),
                value: row.rate === null ? dash : formatRateNumber(row.rate),
              },
              { label: t('figures.userMemo'), value: row.userMemo ?? dash },
              { label: t('figures.adminMemo'), value: row.adminMemo ?? dash },
              {
                label: t('figures.processedAt'),
                value: row.processedAt ? formatKstDateTime(row.processedAt) : dash,
              },
            ]}
          />
        ),
      }}
    />
  );
}
