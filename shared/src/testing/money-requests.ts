import type { MoneyRequest } from '@wallet/shared/domain';

/**
 * A request object as the API answers it (docs/api.md "The request object"): a pending charge of
 * 100.00 USD paid in KRW at 1380.5, the first worked example of docs/product.md §2.
 */
export function moneyRequest(overrides: Partial<MoneyRequest> = {}): MoneyRequest {
  return {
    id: 12,
    kind: 'wallet_charge',
    status: 'pending',
    username: 'kim01',
    currency: 'KRW',
    amount: 100,
    fee: 2,
    netAmount: 98,
    convertedAmount: 138050,
    reflectedAmount: 98,
    expectedAmount: null,
    rate: 1380.5,
    direction: null,
    from: null,
    to: null,
    wallet: null,
    recordType: null,
    platform: null,
    platformId: null,
    reference: 'C7K2Q9',
    depositorName: 'Kim Minsu',
    txId: null,
    userMemo: null,
    adminMemo: null,
    payoutAccount: null,
    requestedAt: '2026-03-01T03:04:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

/** Transfer 50.00 USD wallet → X-Poker at 1380.5 (docs/product.md §2): fee 1.00, 67,644 won. */
export const walletToXpoker = (overrides: Partial<MoneyRequest> = {}): MoneyRequest =>
  moneyRequest({
    id: 30,
    kind: 'wallet_transfer',
    currency: 'USD',
    amount: 50,
    fee: 1,
    netAmount: 49,
    convertedAmount: 50,
    reflectedAmount: null,
    expectedAmount: 67644,
    direction: 'wallet_to_platform',
    from: 'wallet',
    to: 'xpoker',
    wallet: -50,
    recordType: 'withdrawal',
    reference: null,
    depositorName: null,
    userMemo: 'for tonight',
    ...overrides,
  });
