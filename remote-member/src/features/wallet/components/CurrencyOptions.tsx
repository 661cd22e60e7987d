import { useTranslation } from '@wallet/shared/i18n';
import { CURRENCIES, type ExchangeRateAnswer } from '@wallet/shared/domain';

/** True when the server's rates lack USDT (exchange maintenance, docs/product.md §7). */
export const usdtUnavailable = (rates: ExchangeRateAnswer | undefined) =>
  rates !== undefined && rates.rates.USDT === undefined;

/**
 * The wallet's payment and payout currencies. USDT stays in the list, disabled and saying why,
 * while the server has no USDT rate, so the member learns it is there but unavailable.
 */
export function CurrencyOptions({ rates }: { rates: ExchangeRateAnswer | undefined }) {
  const { t } = useTranslation('money');
  const usdtMissing = usdtUnavailable(rates);
  return (
    <>
      <option value="">{t('choose')}</option>
      {CURRENCIES.map((currency) => {
        const disabled = currency === 'USDT' && usdtMissing;
        return (
          <option key={currency} value={currency} disabled={disabled}>
            {disabled ? t('currency.usdtUnavailable') : t(`currency.${currency}`)}
          </option>
        );
      })}
    </>
  );
}
