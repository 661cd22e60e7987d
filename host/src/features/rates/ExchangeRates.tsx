import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime } from '@wallet/shared/domain';
import { useGetExchangeRateQuery } from '@wallet/shared/store';

/** The footer's USD-based rates with their reference date in Korean time (docs/product.md §11). */
export function ExchangeRates() {
  const { t } = useTranslation();
  const { formatRate } = useFormat();
  const { data, isError } = useGetExchangeRateQuery();

  let body;
  if (isError) {
    body = <p role="alert">{t('footer.ratesError')}</p>;
  } else if (!data) {
    body = <p role="status">{t('footer.loading')}</p>;
  } else {
    const { KRW, PHP, USDT } = data.rates;
    body = (
      <>
        <dl className="rates__list">
          <div>
            <dt>KRW</dt>
            <dd>{formatRate(KRW)}</dd>
          </div>
          <div>
            <dt>PHP</dt>
            <dd>{formatRate(PHP)}</dd>
          </div>
          <div>
            <dt>USDT</dt>
            <dd>{USDT === undefined ? t('footer.usdtUnavailable') : formatRate(USDT)}</dd>
          </div>
        </dl>
        <p className="rates__date">
          {t('footer.ratesDate', { date: formatKstDateTime(data.date) })}
        </p>
      </>
    );
  }

  return (
    <section className="rates" aria-labelledby="footer-rates-title">
      <h2 id="footer-rates-title" className="rates__title">
        {t('footer.ratesTitle')}
      </h2>
      {body}
    </section>
  );
}
