import { useTranslation } from 'react-i18next';
import { toMajor, type Reconciliation } from '@wallet/shared/domain';
import { formatAmount } from '../../../lib/money-format';

type Mismatch = Reconciliation['mismatches'][number];

/** Minor units as the server counts them, shown in the currency's major units. */
function major(minor: string, currency: Mismatch['currency']): string {
  try {
    return formatAmount(toMajor(BigInt(minor), currency), currency);
  } catch {
    return `${minor} (${currency})`;
  }
}

/** What the ledger check found wrong: an entry that does not sum to zero, a balance that drifted. */
export function MismatchTable({ mismatches }: { mismatches: Mismatch[] }) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table">
        <caption className="visually-hidden">{t('ledger.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ledger.columns.type')}</th>
            <th scope="col">{t('ledger.columns.ref')}</th>
            <th scope="col" className="money-admin__number">
              {t('ledger.columns.expected')}
            </th>
            <th scope="col" className="money-admin__number">
              {t('ledger.columns.actual')}
            </th>
          </tr>
        </thead>
        <tbody>
          {mismatches.map((mismatch) => (
            <tr key={`${mismatch.type}:${mismatch.ref}:${mismatch.currency}`}>
              <th scope="row">{t(`ledger.types.${mismatch.type}`)}</th>
              <td>{mismatch.ref}</td>
              <td className="money-admin__number">{major(mismatch.expected, mismatch.currency)}</td>
              <td className="money-admin__number">{major(mismatch.actual, mismatch.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
