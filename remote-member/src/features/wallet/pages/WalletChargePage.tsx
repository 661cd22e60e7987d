import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { hasBankInfo, MoneyRequestPage } from '../../../lib/money';
import { ChargeForm } from '../components/ChargeForm';

/**
 * /wallet/charge: the member's pending request if any, else the charge form. Bank info must be
 * registered first (docs/product.md §12): without it, the notice and the way to My page.
 */
export default function WalletChargePage() {
  const { t } = useTranslation('money');
  return (
    <MoneyRequestPage title={t('charge.title')} intro={t('charge.intro')}>
      {({ info, rates, ratesFailed, onCreated }) =>
        hasBankInfo(info) ? (
          <ChargeForm rates={rates} ratesFailed={ratesFailed} onCreated={onCreated} />
        ) : (
          <div role="status" className="money-notice">
            <p>{t('charge.bankRequired')}</p>
            <Link to="/mypage?tab=bank">{t('payout.mypage')}</Link>
          </div>
        )
      }
    </MoneyRequestPage>
  );
}
