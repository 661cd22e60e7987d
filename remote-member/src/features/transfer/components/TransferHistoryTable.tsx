import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  convertsFromWallet,
  formatKstDateTime,
  placeCurrency,
  transferConverts,
  type MoneyRequest,
} from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import {
  decisionFigure,
  FigureList,
  historyColumns,
  NotHappened,
  placeName,
  ReturnedAmount,
  returnedToWallet,
  type Figure,
} from '../../../lib/money';

const dash = '—';

/** A refused or cancelled transfer moved nothing. */
const didNotHappen = (row: MoneyRequest) => row.status === 'rejected' || row.status === 'cancelled';

/**
 * Transfers, key figures first: the route, the amount, what the target receives, the wallet's
 * change (or, for a refused or cancelled transfer out of the wallet, what returned to it), the
 * status and the request time (KST). The USD value, record type, rate, memos and the decision's
 * time are in each row's details; as in the preview, the USD value only when the amount is not in
 * USD already and the rate only when a KRW end converts (a USD value of a USD amount and a rate of
 * one would repeat the row).
 */
export function TransferHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const { formatAmount, formatRate, formatSignedAmount } = useFormat();
  const shared = historyColumns(t);
  const place = (at: MoneyRequest['from']) => (at ? placeName(at, t) : dash);
  const route = (row: MoneyRequest) => `${place(row.from)} → ${place(row.to)}`;
  return (
    <DataTable
      caption={t('history.transfer.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'route',
          header: t('figures.route'),
          rowHeader: true,
          // One box (a phone's card lays a cell's children out apart) whose line breaks between the
          // two places, never inside a name ("X-|Poker").
          cell: (row) => (
            <span>
              <span className="money-place">{place(row.from)}</span> →{' '}
              <span className="money-place">{place(row.to)}</span>
            </span>
          ),
        },
        {
          key: 'amount',
          header: t('figures.amount'),
          numeric: true,
          cell: (row) => formatAmount(row.amount, row.currency),
        },
        {
          key: 'receive',
          header: t('history.flow.receive'),
          numeric: true,
          cell: (row) => {
            if (didNotHappen(row)) return <NotHappened text={t('history.flow.notTransferred')} />;
            const target = row.to ? placeCurrency(row.to) : row.currency;
            return row.expectedAmount === null ? dash : formatAmount(row.expectedAmount, target);
          },
        },
        {
          key: 'wallet',
          header: t('figures.wallet'),
          numeric: true,
          cell: (row) => {
            const returned = returnedToWallet(row);
            if (returned !== null) return <ReturnedAmount amount={returned} />;
            // Money a refused transfer would have brought in never arrived.
            if (didNotHappen(row) || row.wallet === null) return dash;
            return formatSignedAmount(row.wallet, 'USD');
          },
        },
        shared.status,
        shared.requested,
      ]}
      details={{
        show: t('history.details'),
        hide: t('history.hideDetails'),
        label: (row) =>
          t('history.detailsOf', { route: route(row), date: formatKstDateTime(row.requestedAt) }),
        cell: (row) => {
          const decision = decisionFigure(row, t);
          const target = row.to ? placeCurrency(row.to) : row.currency;
          const converts = transferConverts(row.currency, target);
          const figures: Figure[] = [
            ...(convertsFromWallet(row.currency) && row.convertedAmount !== null
              ? [{ label: t('figures.value'), value: formatAmount(row.convertedAmount, 'USD') }]
              : []),
            {
              label: t('figures.recordType'),
              value: row.recordType ? t(`recordType.${row.recordType}`) : dash,
            },
            ...(converts && row.rate !== null
              ? [{ label: t('figures.rate'), value: formatRate(row.rate) }]
              : []),
            { label: t('figures.userMemo'), value: row.userMemo ?? dash },
            { label: t('figures.adminMemo'), value: row.adminMemo ?? dash },
            ...(decision ? [decision] : []),
          ];
          return <FigureList figures={figures} />;
        },
      }}
    />
  );
}
