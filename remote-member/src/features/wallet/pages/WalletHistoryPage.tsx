import { useTranslation } from 'react-i18next';
import { SelectField } from '@wallet/shared/ui';
import { HistoryResults, MoneyPage, useHistoryParams } from '../../../lib/money';
import { useGetWalletHistoryQuery, type WalletHistoryType } from '../api';
import { WalletHistoryTable } from '../components/WalletHistoryTable';

const TYPES: readonly WalletHistoryType[] = ['charge', 'withdraw'];

/** /wallet/history: charges and withdrawals, newest first, filtered and paged in the address. */
export default function WalletHistoryPage() {
  const { t } = useTranslation('money');
  const { filter, page, go } = useHistoryParams(TYPES);
  const { currentData, isError, isFetching, refetch } = useGetWalletHistoryQuery(
    { type: filter, page },
    // Decisions happen elsewhere: coming back to the page asks again.
    { refetchOnMountOrArgChange: true },
  );

  return (
    <MoneyPage title={t('history.wallet.title')} wide>
      <div className="money-filters">
        <SelectField
          label={t('history.filter')}
          value={filter ?? ''}
          onChange={(event) =>
            go({ filter: TYPES.find((type) => type === event.target.value) ?? null })
          }
        >
          <option value="">{t('history.all')}</option>
          <option value="charge">{t('history.wallet.charge')}</option>
          <option value="withdraw">{t('history.wallet.withdraw')}</option>
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
        {(rows) => <WalletHistoryTable rows={rows} />}
      </HistoryResults>
    </MoneyPage>
  );
}
