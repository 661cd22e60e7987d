import { useTranslation, useFormat } from '@wallet/shared/i18n';
import {
  formatKstDateTime,
  NONE,
  PLATFORM_NAMES,
  type MoneyRequest,
  type MoneyRequestKind,
} from '@wallet/shared/domain';
import {
  amountCurrency,
  convertedCurrency,
  expectedCurrency,
  isWithdrawal,
  payoutOf,
  type FigureKey,
} from './figures';

type Place = NonNullable<MoneyRequest['from']>;

/** The translated label and the display text of each figure of a request. */
export function useFigureText() {
  const { t } = useTranslation('adminMoney');
  const { formatAmount, formatRate } = useFormat();
  const place = (value: Place | null) =>
    value === null ? NONE : value === 'wallet' ? t('places.wallet') : PLATFORM_NAMES[value];
  const orNone = (value: string | null) => (value === null || value === '' ? NONE : value);

  /** The account in one line: "Shinhan Bank 110-123-456789 (Kim Minsu)". */
  const payoutText = (request: MoneyRequest): string => {
    if (!isWithdrawal(request.kind)) return NONE;
    const account = request.payoutAccount ?? null;
    if (!account) return t('payout.none');
    const where = account.label ?? t(`payout.kinds.${account.kind}`);
    return `${where} ${account.account} (${account.holder})`;
  };

  /** `converted` means a different thing per kind, and its heading says which. */
  const label = (key: FigureKey, kind: MoneyRequestKind | null): string => {
    if (key === 'converted' && kind === 'wallet_charge') return t('figures.convertedCharge');
    if (key === 'converted' && kind === 'wallet_withdraw') return t('figures.convertedWithdraw');
    if (key === 'converted' && kind === 'wallet_transfer') return t('figures.convertedTransfer');
    // The same figure as a withdrawal's "to pay out", so it bears the same name.
    if (key === 'payoutAmount') return t('figures.convertedWithdraw');
    return t(`figures.${key}`);
  };

  const text = (request: MoneyRequest, key: FigureKey): string => {
    switch (key) {
      case 'id':
        return `#${request.id}`;
      case 'member':
        return request.username;
      case 'kind':
        return t(`kinds.${request.kind}`);
      case 'currency':
        return request.currency;
      case 'amount':
        return formatAmount(request.amount, amountCurrency(request));
      case 'fee':
        return formatAmount(request.fee, 'USD');
      case 'net':
        return formatAmount(request.netAmount, 'USD');
      case 'converted':
        return formatAmount(request.convertedAmount, convertedCurrency(request));
      case 'reflected':
        return formatAmount(request.reflectedAmount, 'USD');
      case 'expected':
        return formatAmount(request.expectedAmount, expectedCurrency(request));
      case 'rate':
        return request.rate === null ? NONE : formatRate(request.rate);
      case 'direction':
        return request.direction ? t(`directions.${request.direction}`) : NONE;
      case 'route':
        return `${place(request.from)} → ${place(request.to)}`;
      case 'platform':
        return request.platform ? PLATFORM_NAMES[request.platform] : NONE;
      case 'platformId':
        return orNone(request.platformId);
      case 'reference':
        return orNone(request.reference);
      case 'depositor':
        return orNone(
          [request.depositorName, request.txId].filter((part) => part).join(' / ') || null,
        );
      case 'userMemo':
        return orNone(request.userMemo);
      case 'adminMemo':
        return orNone(request.adminMemo);
      case 'payout':
        return payoutText(request);
      case 'payoutAmount': {
        const payout = payoutOf(request);
        return payout ? formatAmount(payout.amount, payout.currency) : NONE;
      }
      case 'requestedAt':
        return formatKstDateTime(request.requestedAt);
      case 'processedAt':
        return request.processedAt ? formatKstDateTime(request.processedAt) : NONE;
      case 'status':
        return t(`statuses.${request.status}`);
    }
  };

  return { label, text };
}
