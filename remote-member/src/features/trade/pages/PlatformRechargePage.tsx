import { useTranslation } from '@wallet/shared/i18n';
import { PlatformRechargeForm } from '../components/PlatformRechargeForm';
import { TradePage } from '../components/TradePage';

/** /trade/recharge: chips on a platform account, paid from outside the wallet. */
export default function PlatformRechargePage() {
  const { t } = useTranslation('money');
  return (
    <TradePage
      title={t('trade.recharge.title')}
      intro={t('trade.recharge.intro')}
      form={(props) => <PlatformRechargeForm {...props} />}
    />
  );
}
