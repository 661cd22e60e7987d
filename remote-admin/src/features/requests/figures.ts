import {
  amountCurrencyOf,
  convertsFromWallet,
  placeCurrency,
  transferConverts,
  type Currency,
  type MoneyRequest,
  type MoneyRequestKind,
} from '@wallet/shared/domain';

/** Every figure of a request that a table column or the confirmation dialog can show. */
export type FigureKey =
  | 'id'
  | 'member'
  | 'kind'
  | 'currency'
  | 'amount'
  | 'fee'
  | 'net'
  | 'converted'
  | 'reflected'
  | 'expected'
  | 'rate'
  | 'direction'
  | 'route'
  | 'platform'
  | 'platformId'
  | 'reference'
  | 'depositor'
  | 'userMemo'
  | 'adminMemo'
  | 'payout'
  | 'payoutAmount'
  | 'requestedAt'
  | 'processedAt'
  | 'status';

/**
 * What each kind carries (docs/api.md "The request object"): a charge's reference and depositor, a
 * withdrawal's net, payout and the account it is paid to, a transfer's route and expected amount, a platform's account.
 * The confirmation dialog repeats exactly these, so the administrator decides on what the
 * member was shown.
 */
const KIND_FIGURES: Record<MoneyRequestKind, FigureKey[]> = {
  wallet_charge: [
    'currency',
    'amount',
    'fee',
    'reflected',
    'converted',
    'rate',
    'reference',
    'depositor',
    'userMemo',
  ],
  wallet_withdraw: ['currency', 'amount', 'fee', 'net', 'converted', 'rate', 'payout', 'userMemo'],
  wallet_transfer: [
    'direction',
    'route',
    'amount',
    'converted',
    'fee',
    'expected',
    'rate',
    'userMemo',
  ],
  platform_recharge: [
    'platform',
    'platformId',
    'currency',
    'amount',
    'reference',
    'depositor',
    'userMemo',
  ],
  platform_withdraw: ['platform', 'platformId', 'currency', 'amount', 'payout', 'userMemo'],
};

/**
 * What a request in one currency from end to end would show twice, and its rate of 1: a USD
 * charge's deposit is its amount, a USD withdrawal pays out its net, a transfer between USD
 * places is its own USD value. Those rows are left out, as the member's screens leave them out.
 */
const SAME_CURRENCY_REPEATS: Record<MoneyRequestKind, readonly FigureKey[]> = {
  wallet_charge: ['converted', 'rate'],
  wallet_withdraw: ['net', 'rate'],
  wallet_transfer: ['converted', 'rate'],
  platform_recharge: [],
  platform_withdraw: [],
};

/** Whether the request changes currency on its way (then its rate and converted figure mean something). */
export function requestConverts(request: MoneyRequest): boolean {
  if (request.kind !== 'wallet_transfer') return convertsFromWallet(request.currency);
  const end = (place: MoneyRequest['from']) => (place ? placeCurrency(place) : request.currency);
  return transferConverts(end(request.from), end(request.to));
}

/** The figures of this request's kind, less those its single currency would repeat. */
export function figuresOf(request: MoneyRequest): FigureKey[] {
  const repeats = requestConverts(request) ? [] : SAME_CURRENCY_REPEATS[request.kind];
  return KIND_FIGURES[request.kind].filter((key) => !repeats.includes(key));
}

/**
 * A kind's table keeps what the administrator decides on (who, how much, where it comes from or
 * goes to, when, status) so it fits a 1280 px screen in every language with its buttons in view;
 * every other figure is one click away in the row's details. A withdrawal shows what is to be
 * paid, in the currency it is paid in, beside the account it goes to: that is what the
 * administrator sends before approving.
 */
const TABLE_FIGURES: Record<MoneyRequestKind, FigureKey[]> = {
  wallet_charge: ['amount', 'converted', 'depositor'],
  wallet_withdraw: ['amount', 'payoutAmount', 'payout'],
  wallet_transfer: ['route', 'amount', 'expected'],
  platform_recharge: ['platform', 'platformId', 'amount', 'depositor'],
  // A platform's amount is already in the currency paid out: one column says it, as "to pay out".
  platform_withdraw: ['platform', 'platformId', 'payoutAmount', 'payout'],
};

export function columnsFor(kind: MoneyRequestKind | null): FigureKey[] {
  const middle: FigureKey[] = kind
    ? TABLE_FIGURES[kind]
    : ['kind', 'amount', 'payoutAmount', 'payout'];
  return ['id', 'member', ...middle, 'requestedAt', 'status'];
}

/** The row's details: everything of its kind, the decision's memo and when it was decided. */
export function detailFiguresFor(request: MoneyRequest): FigureKey[] {
  return ['kind', ...figuresOf(request), 'adminMemo', 'processedAt'];
}

/** Figures set right-aligned in tabular digits. */
export const NUMERIC_FIGURES: ReadonlySet<FigureKey> = new Set([
  'amount',
  'fee',
  'net',
  'converted',
  'reflected',
  'expected',
  'rate',
  'payoutAmount',
]);

/** `amount` is USD for wallet charges and withdrawals, otherwise in `currency` (docs/api.md). */
export function amountCurrency(request: MoneyRequest): Currency {
  return amountCurrencyOf(request.kind, request.currency);
}

/** What a charge asks the member to send or a withdrawal pays out; a transfer's value in USD. */
export function convertedCurrency(request: MoneyRequest): Currency {
  return request.kind === 'wallet_transfer' ? 'USD' : request.currency;
}

/** A transfer's expected amount is in its target's currency. */
export function expectedCurrency(request: MoneyRequest): Currency {
  return request.to ? placeCurrency(request.to) : request.currency;
}

/** The kinds that pay money out to the member's own account (`payoutAccount`). */
export const isWithdrawal = (kind: MoneyRequestKind) =>
  kind === 'wallet_withdraw' || kind === 'platform_withdraw';

/**
 * What the administrator pays the member, in the currency it is paid in: a wallet withdrawal's
 * converted amount (USD taken, at the request's rate), a platform withdrawal's own amount; null for
 * the kinds that pay nothing out.
 */
export function payoutOf(
  request: MoneyRequest,
): { amount: number | null; currency: Currency } | null {
  if (request.kind === 'wallet_withdraw') {
    return { amount: request.convertedAmount, currency: request.currency };
  }
  if (request.kind === 'platform_withdraw') {
    return { amount: request.amount, currency: request.currency };
  }
  return null;
}
