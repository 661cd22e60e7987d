import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { appliedRate, feePercent, type WithdrawalQuote } from '@wallet/shared/domain';
import { Card } from '@wallet/shared/ui';
import { FigureList, formatMinor, formatRateText, type Figure } from '../../../lib/money';

/** A withdrawal's figures from quoteWithdrawal: the fee, what is left, what is paid out. */
export function withdrawalFigures(quote: WithdrawalQuote, t: TFunction<'money'>): Figure[] {
  const { currency } = quote;
  // The rate with the fee folded in is converted ÷ amount on a withdrawal (decisions.md §1).
  const rate = appliedRate(quote.converted, currency, quote.amount);
  return [
    { label: t('figures.amountUsd'), value: formatMinor(quote.amount, 'USD') },
    {
      label: t('figures.feePercent', { percent: feePercent('wallet_withdraw', currency) }),
      value: formatMinor(quote.fee, 'USD'),
    },
    { label: t('figures.net'), value: formatMinor(quote.net, 'USD') },
    { label: t('figures.payout'), value: formatMinor(quote.converted, currency) },
    {
      label: t('figures.appliedRate'),
      value: t('figures.rateValue', { rate: formatRateText(rate), currency }),
    },
  ];
}

/** The live preview under the amount. */
export function WithdrawalPreview({ quote }: { quote: WithdrawalQuote | null }) {
  const { t } = useTranslation('money');
  return (
    <Card title={t('withdraw.preview')} className="money-preview">
      {quote ? (
        <FigureList figures={withdrawalFigures(quote, t)} />
      ) : (
        <p className="money-hint">{t('previewEmpty')}</p>
      )}
    </Card>
  );
}
