import { useTranslation } from '@wallet/shared/i18n';
import { PlatformWithdrawForm } from '../components/PlatformWithdrawForm';
import { TradePage } from '../components/TradePage';

/** /trade/withdraw: chips cashed out to the member's own payout account. */
export default function PlatformWithdrawPage() {
  const { t } = useTranslation('money');
  return (
    <TradePage
      title={t('trade.withdraw.title')}
      intro={t('trade.withdraw.intro')}
      form={(props) => <PlatformWithdrawForm {...props} />}
    />
  );
}
