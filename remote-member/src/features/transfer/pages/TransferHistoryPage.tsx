import { useTranslation } from 'react-i18next';
import { HistoryResults, MoneyPage, useHistoryParams } from '../../../lib/money';
import { useGetTransfersQuery } from '../api';
import { TransferHistoryTable } from '../components/TransferHistoryTable';

const NO_FILTERS: readonly string[] = [];

/** /wallet/transfer/history: the member's transfers, newest first, paged in the address. */
export default function TransferHistoryPage() {
  const { t } = useTranslation('money');
  const { page, go } = useHistoryParams(NO_FILTERS);
  const { currentData, isError, isFetching, refetch } = useGetTransfersQuery(
    { page },
    // Decisions happen elsewhere: coming back to the page asks again.
    { refetchOnMountOrArgChange: true },
  );
  return (
    <MoneyPage title={t('history.transfer.title')} wide>
      <HistoryResults
        data={currentData}
        isError={isError}
        isFetching={isFetching}
        refetch={() => void refetch()}
        page={page}
        onPage={(next) => go({ page: next })}
      >
        {(rows) => <TransferHistoryTable rows={rows} />}
      </HistoryResults>
    </MoneyPage>
  );
}
