import { useTranslation } from 'react-i18next';
import {
  MoneyPage,
  PendingRequestGate,
  useGetExchangeRateQuery,
  WithUserInfo,
} from '../../../lib/money';
import { WithdrawalForm } from '../components/WithdrawalForm';

/** /wallet/withdraw: the member's pending request if any, else the withdrawal form. */
export default function WalletWithdrawPage() {
  const { t } = useTranslation('money');
  const rates = useGetExchangeRateQuery();
  return (
    <MoneyPage title={t('withdraw.title')} intro={t('withdraw.intro')}>
      <PendingRequestGate>
        {(onCreated) => (
          <WithUserInfo>
            {(info) => (
              <WithdrawalForm
                info={info}
                rates={rates.data}
                ratesFailed={rates.isError}
                onCreated={onCreated}
              />
            )}
          </WithUserInfo>
        )}
      </PendingRequestGate>
    </MoneyPage>
  );
}
