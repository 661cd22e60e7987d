// Test helpers of the request pages; never imported by application code.
import type { MoneyRequest } from '@wallet/shared/domain';
import type { FakeAnswer } from '@wallet/shared/testing';
import { serve, type RecordedCall, type Route } from '../../lib/test-support';

export const LIST = '/api/admin/requests';

export { moneyRequest, walletToXpoker } from '@wallet/shared/testing';

/**
 * A fake server holding `rows`: the list answers them (pending first, as the server does; only
 * those of the status asked for, if any) and a decision changes the row, unless `decide` answers
 * otherwise.
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
  const routes: Record<string, Route> = {
    [`GET ${LIST}`]: ({ query }) => ({
      status: 200,
      body: query.status
        ? current.filter((row) => row.status === query.status)
        : [...current].sort(
            (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'),
          ),
    }),
  };
  for (const id of rows.map((row) => row.id)) {
    routes[`POST ${LIST}/${id}/approve`] = decision('completed');
    routes[`POST ${LIST}/${id}/reject`] = decision('rejected');
    routes[`POST ${LIST}/${id}/cancel`] = decision('cancelled');
  }
  return serve(routes, { [LIST]: () => current.length });
}
