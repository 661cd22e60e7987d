import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  hasBankInfo,
  MoneyPage,
  PendingRequestGate,
  useGetExchangeRateQuery,
  WithUserInfo,
} from '../../../lib/money';
import { ChargeForm } from '../components/ChargeForm';

/**
 * /wallet/charge: the member's pending request if any, else the charge form. Bank info must be
 * registered first (docs/product.md §12): without it, the notice and the way to My page.
 */
export default function WalletChargePage() {
  const { t } = useTranslation('money');
  const rates = useGetExchangeRateQuery();
  return (
    <MoneyPage title={t('charge.title')} intro={t('charge.intro')}>
      <PendingRequestGate>
        {(onCreated) => (
          <WithUserInfo>
            {(info) =>
              hasBankInfo(info) ? (
                <ChargeForm rates={rates.data} ratesFailed={rates.isError} onCreated={onCreated} />
              ) : (
                <div role="status" className="money-notice">
                  <p>{t('charge.bankRequired')}</p>
                  <Link to="/mypage?tab=bank">{t('payout.mypage')}</Link>
                </div>
              )
            }
          </WithUserInfo>
        )}
      </PendingRequestGate>
    </MoneyPage>
  );
}
