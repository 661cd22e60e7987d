import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, renderPage } from '@wallet/shared/testing';
import {
  answerListWithTotal,
  installMoneyFetch,
  moneyRequest,
  storeMemberSession,
} from '../../testing/money';
import WalletHistoryPage from './pages/WalletHistoryPage';

beforeEach(() => {
  localStorage.clear();
  storeMemberSession();
});

const charge = moneyRequest({
  id: 2,
  status: 'completed',
  processedAt: '2026-11-21T07:00:00.000Z',
});
const withdrawal = moneyRequest({
  id: 1,
  kind: 'wallet_withdraw',
  status: 'rejected',
  currency: 'USDT',
  amount: 40,
  convertedAmount: 39.2,
  reflectedAmount: 40,
  reference: null,
  requestedAt: '2026-11-20T01:00:00.000Z',
  processedAt: '2026-11-20T02:00:00.000Z',
});

function showHistory(rowsFor: (url: URL) => unknown[], total: number, path = '/wallet/history') {
  const { sent } = installMoneyFetch();
  answerListWithTotal('/api/wallet/history', rowsFor, total);
  renderPage(<WalletHistoryPage />, { path });
  const queries = () =>
    sent
      .filter((r) => r.url.pathname === '/api/wallet/history')
      .map((r) => Object.fromEntries(r.url.searchParams));
  return { queries };
}

test("rows carry the spec's columns, translated types and statuses, Korean time", async () => {
  showHistory(() => [charge, withdrawal], 2);
  const table = await screen.findByRole('table', {
    name: 'Wallet charges and withdrawals, newest first',
  });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual([
    'Type',
    'Date',
    'Amount (USD)',
    'Converted amount',
    'Credited to your wallet',
    'Status',
    'Administrator memo',
    'Approval date',
  ]);
  const rows = within(table).getAllByRole('row');
  const first = defined(rows[1], 'the charge row');
  const second = defined(rows[2], 'the withdrawal row');
  expect(within(first).getByRole('rowheader')).toHaveTextContent('Wallet charge');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual([
    '2026-11-21 14:30',
    '100.00 USD',
    '138,050 KRW',
    '98.00 USD',
    'Completed',
    '—',
    '2026-11-21 16:00',
  ]);
  expect(second).toHaveTextContent('Wallet withdrawal');
  expect(second).toHaveTextContent('39.20 USDT');
  expect(second).toHaveTextContent('Rejected');
  expect(screen.getByText('Records: 2')).toBeInTheDocument();
});

test('a rejected or cancelled withdrawal shows the memo and what returned to the wallet', async () => {
  const rejected = { ...withdrawal, adminMemo: 'The payout account name does not match.' };
  const cancelled = moneyRequest({
    id: 3,
    kind: 'wallet_withdraw',
    status: 'cancelled',
    currency: 'KRW',
    amount: 100,
    fee: 3,
    netAmount: 97,
    convertedAmount: 133908,
    reflectedAmount: 97,
    reference: null,
    adminMemo: null,
    processedAt: '2026-11-21T08:00:00.000Z',
  });
  showHistory(() => [cancelled, rejected, charge], 3);
  const table = await screen.findByRole('table');
  const rows = within(table).getAllByRole('row');
  const third = defined(rows[1], 'the cancelled row');
  const first = defined(rows[2], 'the rejected row');
  const chargeRow = defined(rows[3], 'the charge row');
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
  expect(cells(first)).toEqual([
    '2026-11-20 10:00',
    '40.00 USD',
    '39.20 USDT',
    'Returned to your wallet: 40.00 USD',
    'Rejected',
    'The payout account name does not match.',
    '—',
  ]);
  expect(cells(third)).toEqual(
    expect.arrayContaining(['Cancelled', 'Returned to your wallet: 100.00 USD', '—']),
  );
  expect(third).not.toHaveTextContent('97.00 USD');
  // A completed charge keeps its credited figure.
  expect(cells(chargeRow)).toContain('98.00 USD');
  expect(chargeRow).not.toHaveTextContent('Returned');
});

test('the filter asks the server for one type and starts again at page 1', async () => {
  const { queries } = showHistory(() => [charge], 1, '/wallet/history?page=2');
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'charge' } });
  await waitFor(() =>
    expect(queries().at(-1)).toEqual({ type: 'charge', limit: '20', offset: '0' }),
  );
  expect(queries()[0]).toEqual({ limit: '20', offset: '20' });
});

test('paging follows X-Total-Count', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => moneyRequest({ id: 100 - i }));
  const { queries } = showHistory(() => rows, 45);
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(queries().map((q) => q.offset)).toEqual(['0', '20', '40']);
});

test('nothing yet: the empty text', async () => {
  showHistory(() => [], 0);
  expect(await screen.findByText('There is nothing here yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed load says so and offers a retry', async () => {
  let fail = true;
  installMoneyFetch({
    '/api/wallet/history': () =>
      fail
        ? { status: 503, body: { error: 'service_unavailable', message: 'x' } }
        : { status: 200, body: [charge] },
  });
  renderPage(<WalletHistoryPage />, { path: '/wallet/history' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
