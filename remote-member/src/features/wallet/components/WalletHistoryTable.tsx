import type { TFunction } from 'i18next';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import type { MoneyRequest, NumberFormats } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
import {
  FigureList,
  historyColumns,
  NotHappened,
  returnedToWallet,
  type Figure,
} from '../../../lib/money';

/**
 * What a charge or withdrawal moved, in the member's words and as it ended: a charge's "You send"
 * (in the charge's currency) and what reached the wallet; a withdrawal's "You receive" (paid out
 * in its currency). A refused or cancelled request paid nothing: its payout reads "Not paid" and
 * the held amount "Returned to your wallet"; a charge that did not go through credited nothing.
 */
function walletFigures(
  row: MoneyRequest,
  t: TFunction<'money'>,
  { formatAmount: money }: NumberFormats,
): Figure[] {
  if (row.kind === 'wallet_charge') {
    const send = { label: t('history.flow.send'), value: money(row.convertedAmount, row.currency) };
    switch (row.status) {
      case 'completed':
        return [
          send,
          { label: t('history.flow.credited'), value: money(row.reflectedAmount, 'USD') },
        ];
      case 'pending':
        return [
          send,
          { label: t('figures.toBeCredited'), value: money(row.reflectedAmount, 'USD') },
        ];
      default:
        return [
          {
            label: t('history.flow.credited'),
            value: <NotHappened text={t('history.flow.none')} />,
          },
        ];
    }
  }
  const returned = returnedToWallet(row);
  if (returned !== null) {
    return [
      { label: t('history.flow.receive'), value: <NotHappened text={t('history.flow.notPaid')} /> },
      { label: t('history.flow.returned'), value: money(returned, 'USD') },
    ];
  }
  return [{ label: t('history.flow.receive'), value: money(row.convertedAmount, row.currency) }];
}

/**
 * Charges and withdrawals, key figures first (on a phone they open the card): the type, the
 * amount in USD, what the member sends or receives and what reached or returned to the wallet,
 * the status, then the request and decision times (KST) and the administrator's memo.
 */
export function WalletHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const shared = historyColumns(t);
  return (
    <DataTable
      caption={t('history.wallet.table')}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        shared.kind,
        {
          key: 'amount',
          header: t('figures.amountUsd'),
          numeric: true,
          cell: (row) => format.formatAmount(row.amount, 'USD'),
        },
        {
          key: 'flow',
          header: t('history.flow.header'),
          cell: (row) => <FigureList figures={walletFigures(row, t, format)} inCell />,
        },
        shared.status,
        shared.requested,
        shared.decided,
        shared.memo,
      ]}
    />
  );
}
