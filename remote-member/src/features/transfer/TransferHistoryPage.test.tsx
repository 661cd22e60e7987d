import { fireEvent, screen, within } from '@testing-library/react';
import { defined, renderPage } from '@wallet/shared/testing';
import {
  answerListWithTotal,
  installMoneyFetch,
  moneyRequest,
  storeMemberSession,
} from '../../testing/money';
import TransferHistoryPage from './pages/TransferHistoryPage';

beforeEach(() => {
  localStorage.clear();
  storeMemberSession();
});

const toPlatform = moneyRequest({
  id: 9,
  kind: 'wallet_transfer',
  status: 'completed',
  currency: 'USD',
  amount: 50,
  fee: 1,
  netAmount: 49,
  convertedAmount: 50,
  reflectedAmount: null,
  expectedAmount: 67644,
  rate: 1380.5,
  direction: 'wallet_to_platform',
  from: 'wallet',
  to: 'xpoker',
  wallet: -50,
  recordType: 'withdrawal',
  reference: null,
  depositorName: null,
  userMemo: 'for tonight',
  adminMemo: 'sent',
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

test('transfers show route, date, wallet change, amounts and status; the rest in details', async () => {
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
      .map((td) => td.textContent),
  ).toEqual(['2026-11-21 14:30', '−50.00 USD', '50.00 USD', '67,644 KRW', 'Completed', 'Details']);
  const details = within(first).getByRole('button', {
    name: 'Details of the transfer Wallet → X-Poker on 2026-11-21 14:30',
  });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  const panel = defined(within(table).getAllByRole('row')[2], 'the details panel row');
  for (const text of ['Withdrawal', '1,380.5', 'for tonight', 'sent', '2026-11-21 15:00']) {
    expect(panel).toHaveTextContent(text);
  }
  expect(second).toHaveTextContent('X-Poker → Wallet');
  for (const text of ['+7.10 USD', '10,000 KRW', '7.10 USD', 'Pending']) {
    expect(second).toHaveTextContent(text);
  }
});

test('a rejected transfer out of the wallet says what returned, with the memo', async () => {
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
  expect(out).toHaveTextContent('Returned to your wallet: 50.00 USD');
  expect(out).not.toHaveTextContent('67,644 KRW');
  fireEvent.click(within(out).getByRole('button', { name: /^Details of the transfer/ }));
  expect(table).toHaveTextContent('Platform id not found.');
  // Money coming from a platform was never held in the wallet: nothing to return.
  expect(into).not.toHaveTextContent('Returned');
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
