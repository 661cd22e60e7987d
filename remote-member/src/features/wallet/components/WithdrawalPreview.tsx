import type { TFunction } from 'i18next';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  appliedRate,
  convertsFromWallet,
  feePercent,
  type NumberFormats,
  type WithdrawalQuote,
} from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList, type Figure } from '../../../lib/money';

/**
 * A withdrawal's figures from quoteWithdrawal: what leaves the wallet, the fee, what you receive.
 * What is left after the fee and the rate only when the payout converts; in USD they would
 * repeat "you receive" and show a rate of one USD to itself.
 */
export function withdrawalFigures(
  quote: WithdrawalQuote,
  t: TFunction<'money'>,
  { formatMinor, formatRateText }: NumberFormats,
): Figure[] {
  const { currency } = quote;
  const converts = convertsFromWallet(currency);
  // The rate with the fee folded in is converted ÷ amount on a withdrawal (docs/money.md).
  const rate = appliedRate(quote.converted, currency, quote.amount);
  return [
    { label: t('figures.fromWallet'), value: formatMinor(quote.amount, 'USD') },
    {
      label: t('figures.feePercent', { percent: feePercent('wallet_withdraw', currency) }),
      value: formatMinor(quote.fee, 'USD'),
    },
    ...(converts ? [{ label: t('figures.net'), value: formatMinor(quote.net, 'USD') }] : []),
    { label: t('figures.payout'), value: formatMinor(quote.converted, currency) },
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

/** The live preview under the amount. */
export function WithdrawalPreview({ quote }: { quote: WithdrawalQuote | null }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  return (
    <Card title={t('withdraw.preview')} className="money-preview">
      {quote ? (
        <FigureList figures={withdrawalFigures(quote, t, format)} />
      ) : (
        <p className="money-hint">{t('previewEmpty')}</p>
      )}
    </Card>
  );
}
