import type { TFunction } from 'i18next';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  appliedRate,
  convertsFromWallet,
  feePercent,
  type ChargeQuote,
  type NumberFormats,
} from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList, type Figure } from '../../../lib/money';

/**
 * A charge's figures from quoteCharge, in the order a member reads them: what you send, the fee,
 * what is credited to your wallet. The USD value and the rate only when the currency converts
 * (a USD charge would repeat its own amount and show a rate of one USD to itself).
 */
export function chargeFigures(
  quote: ChargeQuote,
  t: TFunction<'money'>,
  { formatMinor, formatRateText }: NumberFormats,
): Figure[] {
  const { currency } = quote;
  const converts = convertsFromWallet(currency);
  const rate = appliedRate(quote.converted, currency, quote.reflected);
  return [
    { label: t('figures.toSend'), value: formatMinor(quote.converted, currency) },
    ...(converts ? [{ label: t('figures.value'), value: formatMinor(quote.amount, 'USD') }] : []),
    {
      label: t('figures.feePercent', { percent: feePercent('wallet_charge', currency) }),
      value: formatMinor(quote.fee, 'USD'),
    },
    { label: t('figures.toBeCredited'), value: formatMinor(quote.reflected, 'USD') },
    ...(converts
      ? [
          {
            label: t('figures.appliedRate'),
            value: t('figures.rateValue', { rate: formatRateText(rate), currency }),
          },
        ]
      : []),
  ];
}

/** The live preview under the amount; the same figures the server will store. */
export function ChargePreview({ quote }: { quote: ChargeQuote | null }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  return (
    <Card title={t('charge.preview')} className="money-preview">
      {quote ? (
        <FigureList figures={chargeFigures(quote, t, format)} />
      ) : (
        <p className="money-hint">{t('previewEmpty')}</p>
      )}
    </Card>
  );
}
