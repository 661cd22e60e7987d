import { useTranslation } from '@wallet/shared/i18n';
import { MoneyRequestPage } from '../../../lib/money';
import { WithdrawalForm } from '../components/WithdrawalForm';

/** /wallet/withdraw: the member's pending request if any, else the withdrawal form. */
export default function WalletWithdrawPage() {
  const { t } = useTranslation('money');
  return (
    <MoneyRequestPage title={t('withdraw.title')} intro={t('withdraw.intro')}>
      {(context) => <WithdrawalForm {...context} />}
    </MoneyRequestPage>
  );
}
