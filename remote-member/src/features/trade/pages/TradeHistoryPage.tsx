import { useTranslation } from '@wallet/shared/i18n';
import { MoneyHistoryPage, useHistory } from '../../../lib/money';
import { useGetTradeHistoryQuery, type TradeHistoryType } from '../api';
import { TradeHistoryTable } from '../components/TradeHistoryTable';

const TYPES: readonly TradeHistoryType[] = ['recharge', 'withdraw'];

/** /trade/history: platform recharges and withdrawals, newest first, filtered and paged. */
export default function TradeHistoryPage() {
  const { t } = useTranslation('money');
  const history = useHistory(TYPES);
  const answer = useGetTradeHistoryQuery(history.args, history.options);
  return (
    <MoneyHistoryPage
      title={t('history.trade.title')}
      history={history}
      answer={answer}
      filterLabel={(type) => t(`history.trade.${type}`)}
    >
      {(rows) => <TradeHistoryTable rows={rows} />}
    </MoneyHistoryPage>
  );
}
