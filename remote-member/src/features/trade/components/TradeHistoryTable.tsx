import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type MoneyRequest } from '@wallet/shared/domain';
import { PLATFORM_NAMES } from '@wallet/shared/domain';
import { formatAmount, ScrollTable, StatusBadge } from '../../../lib/money';

const dash = '—';

/**
 * Platform recharges and withdrawals: type (both kinds share the list), platform, platform id,
 * currency, amount, status, the administrator's memo (a rejection's reason), request and approval
 * dates. Times are Korean time.
 */
export function TradeHistoryTable({ rows }: { rows: MoneyRequest[] }) {
  const { t } = useTranslation('money');
  return (
    <ScrollTable caption={t('history.trade.table')}>
      <thead>
        <tr>
          <th scope="col">{t('figures.kind')}</th>
          <th scope="col">{t('figures.platform')}</th>
          <th scope="col">{t('figures.platformId')}</th>
          <th scope="col">{t('figures.currency')}</th>
          <th scope="col">{t('figures.amount')}</th>
          <th scope="col">{t('figures.status')}</th>
          <th scope="col">{t('figures.adminMemo')}</th>
          <th scope="col">{t('figures.requestedAt')}</th>
          <th scope="col">{t('figures.approvedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{t(`kind.${row.kind}`)}</td>
            <td>{row.platform ? PLATFORM_NAMES[row.platform] : dash}</td>
            <td>{row.platformId ?? dash}</td>
            <td>{row.currency}</td>
            <td className="money-table__number">{formatAmount(row.amount, row.currency)}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td className="money-table__memo">{row.adminMemo ?? dash}</td>
            <td>{formatKstDateTime(row.requestedAt)}</td>
            <td>
              {row.status === 'completed' && row.processedAt
                ? formatKstDateTime(row.processedAt)
                : dash}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
