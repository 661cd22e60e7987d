import { useTranslation } from '@wallet/shared/i18n';
import { MoneyHistoryPage, useHistory } from '../../../lib/money';
import { useGetTransfersQuery } from '../api';
import { TransferHistoryTable } from '../components/TransferHistoryTable';

/** /wallet/transfer/history: the member's transfers, newest first, paged in the address. */
export default function TransferHistoryPage() {
  const { t } = useTranslation('money');
  const history = useHistory();
  const answer = useGetTransfersQuery(history.args, history.options);
  return (
    <MoneyHistoryPage title={t('history.transfer.title')} history={history} answer={answer}>
      {(rows) => <TransferHistoryTable rows={rows} />}
    </MoneyHistoryPage>
  );
}
