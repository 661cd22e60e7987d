import type { TFunction } from 'i18next';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  convertsFromWallet,
  formatKstDateTime,
  placeCurrency,
  transferConverts,
  type MoneyRequest,
  type Currency,
} from '@wallet/shared/domain';
import { FigureList, type Figure } from './FigureList';
import { placeName, platformAccountLabel } from './places';
import { StatusBadge } from './StatusBadge';

/** A request's figures, as stored when it was made (docs/product.md §1), per kind (docs/api.md table). */
export function RequestFigures({ request }: { request: MoneyRequest }) {
  const { t } = useTranslation('money');
  const { formatAmount, formatRate } = useFormat();
  const money = (amount: number | null, currency: Currency) =>
    amount === null ? null : formatAmount(amount, currency);
  const targetCurrency = request.to ? placeCurrency(request.to) : request.currency;

  const candidates: Array<[string, Figure['value'] | null]> = [
    [t('figures.kind'), t(`kind.${request.kind}`)],
    [t('figures.status'), <StatusBadge key="status" status={request.status} />],
    [t('figures.reference'), request.reference ? <strong>{request.reference}</strong> : null],
    [t('figures.direction'), request.direction ? t(`direction.${request.direction}`) : null],
    [t('figures.from'), request.from ? placeName(request.from, t) : null],
    [t('figures.to'), request.to ? placeName(request.to, t) : null],
    [
      t('figures.platform'),
      request.platform ? platformAccountLabel(request.platform, request.platformId ?? '—') : null,
    ],
    ...figuresOfKind(request, targetCurrency, { money, rate: formatRate }, t),
    [t('figures.depositorName'), request.depositorName],
    [t('figures.txId'), request.txId],
    [t('figures.userMemo'), request.userMemo],
    [t('figures.adminMemo'), request.adminMemo],
    [t('figures.requestedAt'), formatKstDateTime(request.requestedAt)],
  ];
  const figures = candidates
    .filter((entry): entry is [string, Figure['value']] => entry[1] !== null && entry[1] !== '')
    .map(([label, value]) => ({ label, value }));
  return <FigureList figures={figures} />;
}

interface Formats {
  money: (amount: number | null, currency: Currency) => string | null;
  rate: (rate: number) => string;
}

/** The amounts, which read differently per kind: a charge's "to send", a withdrawal's payout… */
function figuresOfKind(
  request: MoneyRequest,
  targetCurrency: Currency,
  { money, rate }: Formats,
  t: TFunction<'money'>,
): Array<[string, string | null]> {
  const { currency } = request;
  const converts = convertsFromWallet(currency);
  switch (request.kind) {
    // As in the previews: no row that repeats another when the currency is the wallet's own.
    case 'wallet_charge':
      return [
        [t('figures.toSend'), money(request.convertedAmount, currency)],
        [t('figures.value'), converts ? money(request.amount, 'USD') : null],
        [t('figures.fee'), money(request.fee, 'USD')],
        // Credited once approved; a refused or cancelled charge credits nothing.
        request.status === 'completed'
          ? [t('figures.reflected'), money(request.reflectedAmount, 'USD')]
          : [
              t('figures.toBeCredited'),
              request.status === 'pending' ? money(request.reflectedAmount, 'USD') : null,
            ],
      ];
    case 'wallet_withdraw':
      return [
        [t('figures.fromWallet'), money(request.amount, 'USD')],
        [t('figures.fee'), money(request.fee, 'USD')],
        [t('figures.net'), converts ? money(request.netAmount, 'USD') : null],
        [t('figures.payout'), money(request.convertedAmount, currency)],
      ];
    case 'wallet_transfer':
      return [
        [t('figures.amount'), money(request.amount, currency)],
        // A USD amount is its own USD value; only a KRW end has a rate to show.
        [t('figures.value'), converts ? money(request.convertedAmount, 'USD') : null],
        [t('figures.fee'), money(request.fee, 'USD')],
        [t('figures.expected'), money(request.expectedAmount, targetCurrency)],
        [
          t('figures.rate'),
          request.rate === null || !transferConverts(currency, targetCurrency)
            ? null
            : t('figures.rateValue', { rate: rate(request.rate), currency: 'KRW' }),
        ],
      ];
    default:
      return [[t('figures.amount'), money(request.amount, currency)]];
  }
}
