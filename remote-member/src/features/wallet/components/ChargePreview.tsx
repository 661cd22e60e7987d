import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { appliedRate, feePercent, type ChargeQuote } from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList, formatMinor, formatRateText, type Figure } from '../../../lib/money';

/** A charge's figures from quoteCharge: what to send, the fee, what the wallet is credited. */
export function chargeFigures(quote: ChargeQuote, t: TFunction<'money'>): Figure[] {
  const { currency } = quote;
  const rate = appliedRate(quote.converted, currency, quote.reflected);
  return [
    { label: t('figures.amountUsd'), value: formatMinor(quote.amount, 'USD') },
    {
      label: t('figures.feePercent', { percent: feePercent('wallet_charge', currency) }),
      value: formatMinor(quote.fee, 'USD'),
    },
    { label: t('figures.reflected'), value: formatMinor(quote.reflected, 'USD') },
    { label: t('figures.toSend'), value: formatMinor(quote.converted, currency) },
    {
      label: t('figures.appliedRate'),
      value: t('figures.rateValue', { rate: formatRateText(rate), currency }),
    },
  ];
}

/** The live preview under the amount; the same figures the server will store. */
export function ChargePreview({ quote }: { quote: ChargeQuote | null }) {
  const { t } = useTranslation('money');
  return (
    <Card title={t('charge.preview')} className="money-preview">
      {quote ? (
        <FigureList figures={chargeFigures(quote, t)} />
      ) : (
        <p className="money-hint">{t('previewEmpty')}</p>
      )}
    </Card>
  );
}
