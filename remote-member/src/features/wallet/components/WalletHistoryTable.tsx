import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type MoneyRequest } from '@wallet/shared/domain';
import {
  formatAmount,
  ReturnedAmount,
  returnedToWallet,
  ScrollTable,
  StatusBadge,
} from '../../../lib/money';

const dash = '—';

/**
 * Charges and withdrawals: date, type, currency, amount in USD, converted amount, total reflected
 * (or, for a rejected or cancelled withdrawal, what returned to the wallet), status, the
 * administrator's memo and the approval date. Times are Korean time.
 */
export function WalletHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  return (
    <ScrollTable caption={t('history.wallet.table')}>
      <thead>
        <tr>
          <th scope="col">{t('figures.date')}</th>
          <th scope="col">{t('figures.kind')}</th>
          <th scope="col">{t('figures.currency')}</th>
          <th scope="col">{t('figures.amountUsd')}</th>
          <th scope="col">{t('figures.converted')}</th>
          <th scope="col">{t('figures.reflected')}</th>
          <th scope="col">{t('figures.status')}</th>
          <th scope="col">{t('figures.adminMemo')}</th>
          <th scope="col">{t('figures.approvedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const returned = returnedToWallet(row);
          return (
            <tr key={row.id}>
              <td>{formatKstDateTime(row.requestedAt)}</td>
              <td>{t(`kind.${row.kind}`)}</td>
              <td>{row.currency}</td>
              <td className="money-table__number">{formatAmount(row.amount, 'USD')}</td>
              <td className="money-table__number">
                {row.convertedAmount === null
                  ? dash
                  : formatAmount(row.convertedAmount, row.currency)}
              </td>
              <td className="money-table__number">
                {returned !== null ? (
                  <ReturnedAmount amount={returned} />
                ) : row.reflectedAmount === null ? (
                  dash
                ) : (
                  formatAmount(row.reflectedAmount, 'USD')
                )}
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td className="money-table__memo">{row.adminMemo ?? dash}</td>
              <td>
                {row.status === 'completed' && row.processedAt
                  ? formatKstDateTime(row.processedAt)
                  : dash}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
