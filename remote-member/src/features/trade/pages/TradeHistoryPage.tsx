import { useTranslation } from 'react-i18next';
import { SelectField } from '@wallet/shared/ui';
import { HistoryResults, MoneyPage, useHistoryParams } from '../../../lib/money';
import { useGetTradeHistoryQuery, type TradeHistoryType } from '../api';
import { TradeHistoryTable } from '../components/TradeHistoryTable';

const TYPES: readonly TradeHistoryType[] = ['recharge', 'withdraw'];

/** /trade/history: platform recharges and withdrawals, newest first, filtered and paged. */
export default function TradeHistoryPage() {
  const { t } = useTranslation('money');
  const { filter, page, go } = useHistoryParams(TYPES);
  const { currentData, isError, isFetching, refetch } = useGetTradeHistoryQuery(
    { type: filter, page },
    // Decisions happen elsewhere: coming back to the page asks again.
    { refetchOnMountOrArgChange: true },
  );

  return (
    <MoneyPage title={t('history.trade.title')} wide>
      <div className="money-filters">
        <SelectField
          label={t('history.filter')}
          value={filter ?? ''}
          onChange={(event) =>
            go({ filter: TYPES.find((type) => type === event.target.value) ?? null })
          }
        >
          <option value="">{t('history.all')}</option>
          <option value="recharge">{t('history.trade.recharge')}</option>
          <option value="withdraw">{t('history.trade.withdraw')}</option>
        </SelectField>
      </div>
      <HistoryResults
        data={currentData}
        isError={isError}
        isFetching={isFetching}
        refetch={() => void refetch()}
        page={page}
        onPage={(next) => go({ page: next })}
      >
        {(rows) => <TradeHistoryTable rows={rows} />}
      </HistoryResults>
    </MoneyPage>
  );
}
