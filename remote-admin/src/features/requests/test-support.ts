// Test helpers of the request pages; never imported by application code.
import type { MoneyRequest } from '@wallet/shared/domain';
import type { FakeAnswer } from '@wallet/shared/testing';
import { serve, type RecordedCall, type Route } from '../../lib/test-support';

export const LIST = '/api/admin/requests';

/** A pending KRW wallet charge with the figures of docs/product.md §2's first worked example. */
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

/** Transfer 50.00 USD wallet → X-Poker at 1380.5 (docs/product.md §2). */
export const walletToXpoker = (overrides: Partial<MoneyRequest> = {}) =>
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

/**
 * A fake server holding `rows`: the list answers them (pending first, as the server does) and
 * a decision changes the row, unless `decide` answers otherwise.
 */
export function serveRequests(
  rows: MoneyRequest[],
  decide?: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>,
) {
  let current = rows;
  const decision = (status: MoneyRequest['status']) => (call: RecordedCall) => {
    if (decide) return decide(call);
    const id = Number(call.path.split('/')[4]);
    const memo = (call.body as { adminMemo?: string }).adminMemo ?? null;
    current = current.map((row) =>
      row.id === id
        ? { ...row, status, adminMemo: memo, processedAt: '2026-03-01T04:00:00.000Z' }
        : row,
    );
    return { status: 200, body: current.find((row) => row.id === id) };
  };
  const routes: Record<string, Route> = { [`GET ${LIST}`]: () => ({ status: 200, body: current }) };
  for (const id of rows.map((row) => row.id)) {
    routes[`POST ${LIST}/${id}/approve`] = decision('completed');
    routes[`POST ${LIST}/${id}/reject`] = decision('rejected');
    routes[`POST ${LIST}/${id}/cancel`] = decision('cancelled');
  }
  return serve(routes, { [LIST]: () => current.length });
}
