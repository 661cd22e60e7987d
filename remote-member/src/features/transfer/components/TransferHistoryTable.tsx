import { useTranslation } from 'react-i18next';
import { formatKstDateTime, placeCurrency, type MoneyRequest } from '@wallet/shared/domain';
import {
  formatAmount,
  formatRateNumber,
  formatSignedUsd,
  placeName,
  ReturnedAmount,
  returnedToWallet,
  ScrollTable,
  StatusBadge,
} from '../../../lib/money';

const dash = '—';

/**
 * Transfer records: date, from, to, wallet change, amount, converted (value in USD), expected (or,
 * for a rejected or cancelled transfer out of the wallet, what returned to it), status, record
 * type, rate, memos, requested and processed times (Korean time).
 */
export function TransferHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  return (
    <ScrollTable caption={t('history.transfer.table')}>
      <thead>
        <tr>
          <th scope="col">{t('figures.date')}</th>
          <th scope="col">{t('figures.from')}</th>
          <th scope="col">{t('figures.to')}</th>
          <th scope="col">{t('figures.wallet')}</th>
          <th scope="col">{t('figures.amount')}</th>
          <th scope="col">{t('figures.converted')}</th>
          <th scope="col">{t('figures.expected')}</th>
          <th scope="col">{t('figures.status')}</th>
          <th scope="col">{t('figures.recordType')}</th>
          <th scope="col">{t('figures.rate')}</th>
          <th scope="col">{t('figures.userMemo')}</th>
          <th scope="col">{t('figures.adminMemo')}</th>
          <th scope="col">{t('figures.requestedAt')}</th>
          <th scope="col">{t('figures.processedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const requested = formatKstDateTime(row.requestedAt);
          const target = row.to ? placeCurrency(row.to) : row.currency;
          const returned = returnedToWallet(row);
          return (
            <tr key={row.id}>
              <td>{requested.slice(0, 10)}</td>
              <td>{row.from ? placeName(row.from, t) : dash}</td>
              <td>{row.to ? placeName(row.to, t) : dash}</td>
              <td className="money-table__number">
                {row.wallet === null ? dash : formatSignedUsd(row.wallet)}
              </td>
              <td className="money-table__number">{formatAmount(row.amount, row.currency)}</td>
              <td className="money-table__number">
                {row.convertedAmount === null ? dash : formatAmount(row.convertedAmount, 'USD')}
              </td>
              <td className="money-table__number">
                {returned !== null ? (
                  <ReturnedAmount amount={returned} />
                ) : row.expectedAmount === null ? (
                  dash
                ) : (
                  formatAmount(row.expectedAmount, target)
                )}
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>{row.recordType ? t(`recordType.${row.recordType}`) : dash}</td>
              <td className="money-table__number">
                {row.rate === null ? dash : formatRateNumber(row.rate)}
              </td>
              <td className="money-table__memo">{row.userMemo ?? dash}</td>
              <td className="money-table__memo">{row.adminMemo ?? dash}</td>
              <td>{requested}</td>
              <td>{row.processedAt ? formatKstDateTime(row.processedAt) : dash}</td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
