import type { MoneyRequestKind } from '@wallet/shared/domain';

/**
 * The back office's trade request pages (docs/product.md §11), one per kind, in the order of the
 * sub-navigation: the wallet's own flows first, then platform trade.
 */
export const TRADE_PAGES: ReadonlyArray<{ kind: MoneyRequestKind; path: string }> = [
  { kind: 'wallet_charge', path: '/admin/trade/wallet-charge' },
  { kind: 'wallet_withdraw', path: '/admin/trade/wallet-withdraw' },
  { kind: 'wallet_transfer', path: '/admin/trade/wallet-transfer' },
  { kind: 'platform_recharge', path: '/admin/trade/recharge' },
  { kind: 'platform_withdraw', path: '/admin/trade/withdraw' },
];

/** Every kind together, with a kind filter. */
export const ALL_REQUESTS_PATH = '/admin/requests';

/** Processed transactions: the top bar has no entry for it, so the trade sub-navigation links it. */
export const HISTORY_PATH = '/admin/history';
