import { fireEvent, screen, within } from '@testing-library/react';
import { defined, renderPage, shownText, walletToXpoker } from '@wallet/shared/testing';
import {
  answerListWithTotal,
  installMoneyFetch,
  moneyRequest,
  startEachTestAsMember,
} from '../../testing/money';
import TransferHistoryPage from './pages/TransferHistoryPage';

startEachTestAsMember();

const toPlatform = walletToXpoker({
  id: 9,
  status: 'completed',
  adminMemo: 'sent',
  requestedAt: '2026-11-21T05:30:00.000Z',
  processedAt: '2026-11-21T06:00:00.000Z',
});
const toWallet = moneyRequest({
  id: 8,
  kind: 'wallet_transfer',
  status: 'pending',
  currency: 'KRW',
  amount: 10000,
  fee: 0.14,
  convertedAmount: 7.24,
  reflectedAmount: null,
  expectedAmount: 7.1,
  direction: 'platform_to_wallet',
  from: 'xpoker',
  to: 'wallet',
  wallet: 7.1,
  recordType: 'deposit',
  reference: null,
  depositorName: null,
});

/** A row's cells under their columns' names (the labels a phone's card shows). */
function cellsOf(row: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...row.children]
      .filter((cell) => cell.hasAttribute('data-label'))
      .map((cell) => [cell.getAttribute('data-label'), shownText(cell)]),
  );
}

test('transfers show route, amounts, wallet change, status and time; the rest in details', async () => {
  installMoneyFetch();
  answerListWithTotal('/api/wallet/transfers', () => [toPlatform, toWallet], 2);
  renderPage(<TransferHistoryPage />, { path: '/wallet/transfer/history' });
  const table = await screen.findByRole('table', { name: 'Transfers, newest first' });
  const rows = within(table).getAllByRole('row');
  const first = defined(rows[1], 'the first transfer');
  const second = defined(rows[2], 'the second transfer');
  expect(within(first).getByRole('rowheader')).toHaveTextContent('Wallet → X-Poker');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((td) => shownText(td)),
  ).toEqual([
    '50.00 USD',
    '67,644 KRW',
    '−50.00 USD',
    'Completed',
    '2026-11-21 14:30 KST',
    'Details',
  ]);
  expect(cellsOf(first)).toMatchObject({
    'You receive': '67,644 KRW',
    'Wallet change': '−50.00 USD',
  });
  const details = within(first).getByRole('button', {
    name: 'Details of the transfer Wallet → X-Poker on 2026-11-21 14:30',
  });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  const panel = defined(within(table).getAllByRole('row')[2], 'the details panel row');
  for (const text of ['Withdrawal', '1,380.5', 'for tonight', 'sent']) {
    expect(panel).toHaveTextContent(text);
  }
  // 50.00 USD is its own value in USD: the details do not say it twice.
  expect(panel).not.toHaveTextContent('Value in USD');
  // The decision's time is named by what happened.
  expect(panel).toHaveTextContent('Approved on2026-11-21 15:00 KST');
  expect(panel).not.toHaveTextContent('Converted');
  expect(second).toHaveTextContent('X-Poker → Wallet');
  expect(cellsOf(second)).toMatchObject({
    Amount: '10,000 KRW',
    'You receive': '7.10 USD',
    'Wallet change': '+7.10 USD',
    Status: 'Pending',
  });
  // 10,000 won is worth 7.24 USD: a KRW amount keeps its value in USD among the details.
  fireEvent.click(within(second).getByRole('button', { name: /^Details of the transfer/ }));
  expect(table).toHaveTextContent('Value in USD7.24 USD');
});

test('a rejected transfer moved nothing: out of the wallet it says what returned, with the memo', async () => {
  const rejected = {
    ...toPlatform,
    id: 10,
    status: 'rejected' as const,
    adminMemo: 'Platform id not found.',
    userMemo: null,
  };
  const rejectedIn = { ...toWallet, id: 11, status: 'rejected' as const };
  installMoneyFetch();
  answerListWithTotal('/api/wallet/transfers', () => [rejected, rejectedIn], 2);
  renderPage(<TransferHistoryPage />, { path: '/wallet/transfer/history' });
  const table = await screen.findByRole('table', { name: 'Transfers, newest first' });
  const rows = within(table).getAllByRole('row');
  const out = defined(rows[1], 'the transfer out of the wallet');
  const into = defined(rows[2], 'the transfer into the wallet');
  expect(cellsOf(out)).toMatchObject({
    'You receive': 'Not transferred',
    'Wallet change': 'Returned to your wallet: 50.00 USD',
    Status: 'Rejected',
  });
  expect(out).not.toHaveTextContent('67,644 KRW');
  expect(out).not.toHaveTextContent('−50.00 USD');
  fireEvent.click(within(out).getByRole('button', { name: /^Details of the transfer/ }));
  expect(table).toHaveTextContent('Platform id not found.');
  expect(table).toHaveTextContent('Rejected on2026-11-21 15:00 KST');
  // Money coming from a platform was never held in the wallet: nothing returns, nothing arrived.
  expect(cellsOf(into)).toMatchObject({ 'You receive': 'Not transferred', 'Wallet change': '—' });
  expect(into).not.toHaveTextContent('Returned');
  expect(into).not.toHaveTextContent('+7.10 USD');
});

test('a cancelled transfer names its time "Cancelled on"', async () => {
  const cancelled = {
    ...toPlatform,
    id: 12,
    status: 'cancelled' as const,
    adminMemo: null,
  };
  installMoneyFetch();
  answerListWithTotal('/api/wallet/transfers', () => [cancelled], 1);
  renderPage(<TransferHistoryPage />, { path: '/wallet/transfer/history' });
  const table = await screen.findByRole('table', { name: 'Transfers, newest first' });
  const row = defined(within(table).getAllByRole('row')[1], 'the cancelled transfer');
  expect(cellsOf(row)).toMatchObject({
    'You receive': 'Not transferred',
    'Wallet change': 'Returned to your wallet: 50.00 USD',
    Status: 'Cancelled',
  });
  fireEvent.click(within(row).getByRole('button', { name: /^Details of the transfer/ }));
  expect(table).toHaveTextContent('Cancelled on2026-11-21 15:00 KST');
  expect(table).not.toHaveTextContent('Approved on');
});

test('a transfer between USD places shows no USD value that repeats its amount and no rate line', async () => {
  const toGgClub = {
    ...toPlatform,
    id: 13,
    to: 'ggclub' as const,
    expectedAmount: 49,
    rate: 1,
    userMemo: null,
    adminMemo: null,
  };
  installMoneyFetch();
  answerListWithTotal('/api/wallet/transfers', () => [toGgClub], 1);
  renderPage(<TransferHistoryPage />, { path: '/wallet/transfer/history' });
  const table = await screen.findByRole('table', { name: 'Transfers, newest first' });
  const row = defined(within(table).getAllByRole('row')[1], 'the transfer to GG Club');
  expect(cellsOf(row)).toMatchObject({ Amount: '50.00 USD', 'You receive': '49.00 USD' });
  fireEvent.click(within(row).getByRole('button', { name: /^Details of the transfer/ }));
  const panel = defined(within(table).getAllByRole('row')[2], 'the details panel row');
  expect(panel).toHaveTextContent('Withdrawal');
  expect(panel).not.toHaveTextContent('Value in USD');
  expect(panel).not.toHaveTextContent('Exchange rate');
});

test('pages through the transfers', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => ({ ...toPlatform, id: 100 - i }));
  installMoneyFetch();
  answerListWithTotal('/api/wallet/transfers', () => rows, 21);
  renderPage(<TransferHistoryPage />, { path: '/wallet/transfer/history' });
  expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
});
