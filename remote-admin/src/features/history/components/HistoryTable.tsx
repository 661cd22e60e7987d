import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type HistoryRow } from '@wallet/shared/domain';
import { formatAmount, formatSignedAmount, NONE } from '../../../lib/money-format';

/** Processed transactions of one page, newest first. */
export function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table">
        <caption className="visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.columns.at')}</th>
            <th scope="col">{t('history.columns.member')}</th>
            <th scope="col">{t('history.columns.kind')}</th>
            <th scope="col">{t('history.columns.status')}</th>
            <th scope="col" className="money-admin__number">
              {t('history.columns.amount')}
            </th>
            <th scope="col" className="money-admin__number">
              {t('history.columns.fee')}
            </th>
            <th scope="col" className="money-admin__number">
              {t('history.columns.walletChange')}
            </th>
            <th scope="col">{t('history.columns.memo')}</th>
            <th scope="col">{t('history.columns.processedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{formatKstDateTime(row.at)}</th>
              <td>{row.username}</td>
              <td>{t(`kinds.${row.kind}`)}</td>
              <td>
                {row.status ? (
                  <span className={`money-admin__status money-admin__status--${row.status}`}>
                    {t(`statuses.${row.status}`)}
                  </span>
                ) : (
                  t('history.movement')
                )}
              </td>
              <td className="money-admin__number">{formatAmount(row.amount, row.currency)}</td>
              <td className="money-admin__number">{formatAmount(row.fee, 'USD')}</td>
              <td className="money-admin__number">{formatSignedAmount(row.walletChange, 'USD')}</td>
              <td className="money-admin__memo">{row.memo || NONE}</td>
              <td>{row.processedBy ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
