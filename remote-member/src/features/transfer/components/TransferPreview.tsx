import type { TFunction } from 'i18next';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  convertsFromWallet,
  feePercent,
  transferConverts,
  type NumberFormats,
  type TransferQuote,
} from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList, placeName, type Figure } from '../../../lib/money';

/** A transfer's figures from quoteTransfer: value in USD, fee, what reaches the target. */
export function transferFigures(
  quote: TransferQuote,
  t: TFunction<'money'>,
  { formatMinor, formatRateMicro }: NumberFormats,
): Figure[] {
  const krw = transferConverts(quote.currency, quote.targetCurrency);
  return [
    { label: t('figures.amount'), value: formatMinor(quote.amount, quote.currency) },
    ...(convertsFromWallet(quote.currency)
      ? [{ label: t('figures.value'), value: formatMinor(quote.value, 'USD') }]
      : []),
    {
      label: t('figures.feePercent', { percent: feePercent('wallet_transfer', 'USD') }),
      value: formatMinor(quote.fee, 'USD'),
    },
    {
      label: t('transfer.expectedOn', { place: placeName(quote.to, t) }),
      value: formatMinor(quote.expected, quote.targetCurrency),
    },
    ...(krw
      ? [
          {
            label: t('figures.rate'),
            value: t('figures.rateValue', { rate: formatRateMicro(quote.rate), currency: 'KRW' }),
          },
        ]
      : []),
  ];
}

/** The live preview under the amount. */
export function TransferPreview({ quote }: { quote: TransferQuote | null }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  return (
    <Card title={t('transfer.preview')} className="money-preview">
      {quote ? (
        <FigureList figures={transferFigures(quote, t, format)} />
      ) : (
        <p className="money-hint">{t('previewEmpty')}</p>
      )}
    </Card>
  );
}
