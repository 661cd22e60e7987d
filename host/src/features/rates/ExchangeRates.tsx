import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime } from '@wallet/shared/domain';
import { queryHasFailed, useGetExchangeRateQuery } from '@wallet/shared/store';
import { PendingValue } from '@wallet/shared/ui';

/** The footer's currencies, in the order shown. */
const CURRENCIES = ['KRW', 'PHP', 'USDT'] as const;

/**
 * The footer's USD-based rates with their reference date in Korean time (docs/product.md §11).
 * While they load, the list stands with its codes and grey values, and the date's line says
 * "Loading…": the loaded rates take the same room, so the footer does not grow and move when they
 * arrive (layout shift, docs/benchmarks.md).
 */
export function ExchangeRates() {
  const { t } = useTranslation();
  const { formatRate } = useFormat();
  const rates = useGetExchangeRateQuery();
  const { data } = rates;
  const failed = queryHasFailed(rates);

  const rate = (code: (typeof CURRENCIES)[number]) => {
    if (!data) return <PendingValue width="rate" />;
    const value = data.rates[code];
    return value === undefined ? t('footer.usdtUnavailable') : formatRate(value);
  };

  return (
    <section className="rates" aria-labelledby="footer-rates-title">
      <h2 id="footer-rates-title" className="rates__title">
        {t('footer.ratesTitle')}
      </h2>
      {failed ? (
        <p role="alert">{t('footer.ratesError')}</p>
      ) : (
        <>
          {/* Grey values are nothing to read: the status line below speaks for them. */}
          <dl className="rates__list" aria-hidden={data ? undefined : true}>
            {CURRENCIES.map((code) => (
              <div key={code}>
                <dt>{code}</dt>
                <dd>{rate(code)}</dd>
              </div>
            ))}
          </dl>
          {data ? (
            <p className="rates__date">
              {t('footer.ratesDate', { date: formatKstDateTime(data.date) })}
            </p>
          ) : (
            <p className="rates__date" role="status">
              {t('loading')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
