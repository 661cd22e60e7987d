import { useTranslation } from '@wallet/shared/i18n';
import { MoneyHistoryPage, useHistory } from '../../../lib/money';
import { useGetWalletHistoryQuery, type WalletHistoryType } from '../api';
import { WalletHistoryTable } from '../components/WalletHistoryTable';

const TYPES: readonly WalletHistoryType[] = ['charge', 'withdraw'];

/** /wallet/history: charges and withdrawals, newest first, filtered and paged in the address. */
export default function WalletHistoryPage() {
  const { t } = useTranslation('money');
  const history = useHistory(TYPES);
  const answer = useGetWalletHistoryQuery(history.args, history.options);
  return (
    <MoneyHistoryPage
      title={t('history.wallet.title')}
      history={history}
      answer={answer}
      filterLabel={(type) => t(`history.wallet.${type}`)}
    >
      {(rows) => <WalletHistoryTable rows={rows} />}
    </MoneyHistoryPage>
  );
}
