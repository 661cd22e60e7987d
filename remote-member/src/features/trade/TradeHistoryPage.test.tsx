import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, renderPage, shownText } from '@wallet/shared/testing';
import {
  answerListWithTotal,
  installMoneyFetch,
  moneyRequest,
  startEachTestAsMember,
} from '../../testing/money';
import TradeHistoryPage from './pages/TradeHistoryPage';

startEachTestAsMember();

const recharge = moneyRequest({
  id: 5,
  kind: 'platform_recharge',
  status: 'completed',
  currency: 'KRW',
  amount: 50000,
  fee: null,
  convertedAmount: null,
  reflectedAmount: null,
  platform: 'xpoker',
  platformId: 'kim-xp',
  reference: null,
  processedAt: '2026-11-21T09:15:00.000Z',
});

test("rows show docs/product.md §3's fields; the filter asks for one type", async () => {
  const { sent } = installMoneyFetch();
  answerListWithTotal('/api/trade/history', () => [recharge], 1);
  renderPage(<TradeHistoryPage />, { path: '/trade/history' });
  const table = await screen.findByRole('table', {
    name: 'Platform recharges and withdrawals, newest first',
  });
  const row = defined(within(table).getAllByRole('row')[1], 'the recharge row');
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Platform recharge');
  expect(
    within(row)
      .getAllByRole('cell')
      .map((td) => shownText(td)),
  ).toEqual([
    '50,000 KRW',
    'Completed',
    'X-Poker kim-xp',
    '2026-11-21 14:30 KST',
    '2026-11-21 18:15 KST',
    '—',
  ]);
  // The figure and its code are held together, so a phone's card never leaves "KRW" on a line alone.
  expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('50,000\u00a0KRW');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Type', 'Amount', 'Status', 'Platform', 'Requested', 'Decided', 'Administrator memo']);
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'withdraw' } });
  await waitFor(() =>
    expect(
      sent
        .filter((r) => r.url.pathname === '/api/trade/history')
        .map((r) => r.url.searchParams.get('type')),
    ).toEqual([null, 'withdraw']),
  );
});

test("a rejected platform request shows the administrator's memo", async () => {
  installMoneyFetch();
  const rejected = moneyRequest({
    ...recharge,
    id: 6,
    status: 'rejected',
    adminMemo: 'No deposit arrived.',
    processedAt: '2026-11-21T10:00:00.000Z',
  });
  answerListWithTotal('/api/trade/history', () => [rejected], 1);
  renderPage(<TradeHistoryPage />, { path: '/trade/history' });
  const table = await screen.findByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const row = defined(within(table).getAllByRole('row')[1], 'the rejected row');
  // Every cell of the row in column order, the row's own header (its type) first.
  const cells = [...row.children].map((cell) => shownText(cell));
  expect(cells[headers.indexOf('Administrator memo')]).toBe('No deposit arrived.');
  expect(cells[headers.indexOf('Status')]).toBe('Rejected');
  // The decision's time stands beside the status that says what was decided.
  expect(cells[headers.indexOf('Decided')]).toBe('2026-11-21 19:00 KST');
  // Nothing left the wallet, so nothing returns to it.
  expect(row).not.toHaveTextContent('Returned');
});
