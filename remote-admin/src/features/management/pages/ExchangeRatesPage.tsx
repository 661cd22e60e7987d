import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { formatKstDateTime, type AdminExchangeRates } from '@wallet/shared/domain';
import { useGetExchangeRateQuery } from '@wallet/shared/store';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';
import { ExchangeRatesForm } from '../components/ExchangeRatesForm';
import { ManagementNav } from '../components/ManagementNav';
import { useGetAdminExchangeRatesQuery, useSaveAdminExchangeRatesMutation } from '../rates-api';
import '../../../lib/money-admin.css';

/**
 * /admin/exchange-rates: the KRW, PHP and USDT reference rates and USDT availability
 * (docs/product.md §7), with the time members' rates last changed, in Korean time.
 */
export default function ExchangeRatesPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  const rates = useGetAdminExchangeRatesQuery();
  const publicRates = useGetExchangeRateQuery();
  const [save, saveCall] = useSaveAdminExchangeRatesMutation();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onSave = async (body: AdminExchangeRates) => {
    setSaveError(null);
    setSaved(false);
    try {
      await save(body).unwrap();
      setSaved(true);
      return true;
    } catch {
      setSaveError(t('rates.saveFailed'));
      return false;
    }
  };

  return (
    <section className="money-admin" aria-labelledby="rates-title">
      <h1 id="rates-title">{t('rates.title')}</h1>
      <ManagementNav />
      <p>{t('rates.intro')}</p>
      <p data-testid="public-rates-date">
        {publicRates.data
          ? t('rates.publicDate', { time: formatKstDateTime(publicRates.data.date) })
          : publicRates.isError
            ? t('rates.publicUnknown')
            : t('common:loading')}
      </p>
      {rates.isError ? (
        <ErrorNotice
          message={t('rates.loadFailed')}
          action={<Button onClick={() => void rates.refetch()}>{t('list.retry')}</Button>}
        />
      ) : !rates.data ? (
        <Loading label={t('common:loading')} />
      ) : (
        <ExchangeRatesForm
          current={rates.data}
          busy={saveCall.isLoading}
          error={saveError}
          saved={saved}
          onSave={onSave}
        />
      )}
    </section>
  );
}
