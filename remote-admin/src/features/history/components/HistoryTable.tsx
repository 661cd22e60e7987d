import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime, NONE, type HistoryRow } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';

/** Processed transactions of one page, newest first. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation('adminMoney');
  const { formatAmount, formatSignedAmount } = useFormat();
  return (
    // Nine columns of figures: a table only where they fit in every language.
    <DataTable
      wide
      caption={t('history.caption')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'at',
          header: t('history.columns.at'),
          rowHeader: true,
          cell: (row) => formatKstDateTime(row.at),
        },
        { key: 'member', header: t('history.columns.member'), cell: (row) => row.username },
        { key: 'kind', header: t('history.columns.kind'), cell: (row) => t(`kinds.${row.kind}`) },
        {
          key: 'status',
          header: t('history.columns.status'),
          cell: (row) =>
            row.status ? (
              <span className={`money-admin__status money-admin__status--${row.status}`}>
                {t(`statuses.${row.status}`)}
              </span>
            ) : (
              t('history.movement')
            ),
        },
        {
          key: 'amount',
          header: t('history.columns.amount'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, row.currency),
        },
        {
          key: 'fee',
          header: t('history.columns.fee'),
          numeric: true,
          cell: (row) => formatAmount(row.fee, 'USD'),
        },
        {
          key: 'walletChange',
          header: t('history.columns.walletChange'),
          numeric: true,
          cell: (row) => formatSignedAmount(row.walletChange, 'USD'),
        },
        {
          key: 'memo',
          header: t('history.columns.memo'),
          wrap: true,
          cell: (row) => row.memo || NONE,
        },
        {
          key: 'processedBy',
          header: t('history.columns.processedBy'),
          cell: (row) => row.processedBy ?? NONE,
        },
      ]}
    />
  );
}
