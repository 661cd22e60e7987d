import { useTranslation } from '@wallet/shared/i18n';
import { MoneyRequestPage } from '../../../lib/money';
import { TransferForm } from '../components/TransferForm';

/**
 * /wallet/transfer: the member's pending request if any, else the transfer form. A transfer
 * needs a registered platform (docs/product.md §12); without one there is nothing to choose.
 */
export default function TransferRequestPage() {
  const { t } = useTranslation('money');
  return (
    <MoneyRequestPage title={t('transfer.title')} intro={t('transfer.intro')}>
      {(context) =>
        context.info.platforms.length === 0 ? (
          <p role="status" className="money-notice">
            {t('transfer.noPlatforms')}
          </p>
        ) : (
          <TransferForm {...context} />
        )
      }
    </MoneyRequestPage>
  );
}
