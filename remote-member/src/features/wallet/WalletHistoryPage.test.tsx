import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, renderPage, shownText, type FakeAnswer } from '@wallet/shared/testing';
import {
  answerListWithTotal,
  installMoneyFetch,
  moneyRequest,
  startEachTestAsMember,
} from '../../testing/money';
import WalletHistoryPage from './pages/WalletHistoryPage';

startEachTestAsMember();

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
  adminMemo: 'The payout account name does not match.',
  requestedAt: '2026-11-20T01:00:00.000Z',
  processedAt: '2026-11-20T02:00:00.000Z',
});
const approvedWithdrawal = moneyRequest({
  id: 3,
  kind: 'wallet_withdraw',
  status: 'completed',
  currency: 'KRW',
  amount: 100,
  fee: 3,
  netAmount: 97,
  convertedAmount: 133908,
  reflectedAmount: 100,
  reference: null,
  processedAt: '2026-11-21T08:00:00.000Z',
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

/** The rows of the table, in order, once it has loaded. */
async function tableRows() {
  const table = await screen.findByRole('table', {
    name: 'Wallet charges and withdrawals, newest first',
  });
  return within(table).getAllByRole('row').slice(1);
}

/** A row's cell under a column, by the column's name (the cell's label on a phone's card). */
function cellOf(row: HTMLElement, column: string): HTMLElement {
  const cell = [...row.children].find((child) => child.getAttribute('data-label') === column);
  return defined(cell instanceof HTMLElement ? cell : undefined, `the ${column} cell`);
}

/** What a member reads of a row's money: each figure's name beside its value. */
function moneyOf(row: HTMLElement): string[][] {
  const cell = cellOf(row, 'You send and receive');
  const names = within(cell).getAllByRole('term');
  const values = within(cell).getAllByRole('definition');
  return names.map((name, at) => [shownText(name), shownText(values[at])]);
}

test('the columns say what they hold, and times say KST', async () => {
  showHistory(() => [charge, withdrawal], 2);
  const table = await screen.findByRole('table', {
    name: 'Wallet charges and withdrawals, newest first',
  });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual([
    'Type',
    'Amount (USD)',
    'You send and receive',
    'Status',
    'Requested',
    'Decided',
    'Administrator memo',
  ]);
  const [first] = await tableRows();
  const row = defined(first, 'the charge row');
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Wallet charge');
  expect(cellOf(row, 'Requested')).toHaveTextContent('2026-11-21 14:30 KST');
  expect(screen.getByText('Records: 2')).toBeInTheDocument();
});

test('a charge: what the member sends, then what was credited to the wallet', async () => {
  const pending = moneyRequest({ id: 4, requestedAt: '2026-11-22T01:00:00.000Z' });
  showHistory(() => [pending, charge], 2);
  const [waiting, done] = await tableRows();
  const completed = defined(done, 'the completed charge');
  expect(cellOf(completed, 'Amount (USD)')).toHaveTextContent('100.00 USD');
  expect(moneyOf(completed)).toEqual([
    ['You send', '138,050 KRW'],
    ['Credited to your wallet', '98.00 USD'],
  ]);
  expect(cellOf(completed, 'Status')).toHaveTextContent('Completed');
  expect(cellOf(completed, 'Decided')).toHaveTextContent('2026-11-21 16:00 KST');
  // Not credited yet: the figure says it is still to come, and nothing is decided.
  const open = defined(waiting, 'the pending charge');
  expect(moneyOf(open)).toEqual([
    ['You send', '138,050 KRW'],
    ['To be credited to your wallet', '98.00 USD'],
  ]);
  expect(cellOf(open, 'Decided')).toHaveTextContent('—');
});

test('an approved withdrawal: what the member receives, and nothing credited', async () => {
  showHistory(() => [approvedWithdrawal], 1);
  const [only] = await tableRows();
  const row = defined(only, 'the approved withdrawal');
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Wallet withdrawal');
  expect(cellOf(row, 'Amount (USD)')).toHaveTextContent('100.00 USD');
  expect(moneyOf(row)).toEqual([['You receive', '133,908 KRW']]);
  expect(row).not.toHaveTextContent(/credited|returned/i);
  expect(cellOf(row, 'Status')).toHaveTextContent('Completed');
  expect(cellOf(row, 'Decided')).toHaveTextContent('2026-11-21 17:00 KST');
});

test('a rejected withdrawal: nothing paid, the amount returned to the wallet, and why', async () => {
  showHistory(() => [withdrawal], 1);
  const [only] = await tableRows();
  const row = defined(only, 'the rejected withdrawal');
  expect(moneyOf(row)).toEqual([
    ['You receive', 'Not paid'],
    ['Returned to your wallet', '40.00 USD'],
  ]);
  // The payout it would have made is not shown as if it had been.
  expect(row).not.toHaveTextContent('39.20 USDT');
  expect(cellOf(row, 'Status')).toHaveTextContent('Rejected');
  expect(cellOf(row, 'Decided')).toHaveTextContent('2026-11-20 11:00 KST');
  expect(cellOf(row, 'Administrator memo')).toHaveTextContent(
    'The payout account name does not match.',
  );
});

test('cancelled requests: a withdrawal returns its amount, a charge credited nothing', async () => {
  const cancelledWithdrawal = {
    ...approvedWithdrawal,
    id: 5,
    status: 'cancelled' as const,
  };
  const cancelledCharge = { ...charge, id: 6, status: 'cancelled' as const };
  showHistory(() => [cancelledWithdrawal, cancelledCharge], 2);
  const [first, second] = await tableRows();
  const out = defined(first, 'the cancelled withdrawal');
  expect(moneyOf(out)).toEqual([
    ['You receive', 'Not paid'],
    ['Returned to your wallet', '100.00 USD'],
  ]);
  expect(out).not.toHaveTextContent('133,908 KRW');
  expect(cellOf(out, 'Status')).toHaveTextContent('Cancelled');
  const into = defined(second, 'the cancelled charge');
  expect(moneyOf(into)).toEqual([['Credited to your wallet', 'None']]);
  expect(into).not.toHaveTextContent('98.00 USD');
  expect(into).not.toHaveTextContent('138,050 KRW');
});

/*
 * The same figures in the member's own language: each history column heading, then the words a
 * member reads beside the amounts of a completed charge, a pending one and a refused withdrawal.
 */
test.each([
  {
    language: 'en',
    column: 'You send and receive',
    charge: [
      ['You send', '138,050 KRW'],
      ['Credited to your wallet', '98.00 USD'],
    ],
    pending: [
      ['You send', '138,050 KRW'],
      ['To be credited to your wallet', '98.00 USD'],
    ],
    refused: [
      ['You receive', 'Not paid'],
      ['Returned to your wallet', '40.00 USD'],
    ],
  },
  {
    language: 'ko',
    column: '주고받는 금액',
    charge: [
      ['보내는 금액', '138,050 KRW'],
      ['지갑에 입금된 금액', '98.00 USD'],
    ],
    pending: [
      ['보내는 금액', '138,050 KRW'],
      ['지갑에 입금될 금액', '98.00 USD'],
    ],
    refused: [
      ['받는 금액', '지급되지 않음'],
      ['지갑으로 반환된 금액', '40.00 USD'],
    ],
  },
  {
    language: 'zh',
    column: '汇出与到账',
    charge: [
      ['汇出金额', '138,050 KRW'],
      ['已存入钱包', '98.00 USD'],
    ],
    pending: [
      ['汇出金额', '138,050 KRW'],
      ['将存入钱包', '98.00 USD'],
    ],
    refused: [
      ['到账金额', '未支付'],
      ['已退回钱包', '40.00 USD'],
    ],
  },
  {
    language: 'ja',
    column: '送金額・受取額',
    charge: [
      ['送金額', '138,050 KRW'],
      ['ウォレットへの入金額', '98.00 USD'],
    ],
    pending: [
      ['送金額', '138,050 KRW'],
      ['ウォレットへの入金予定額', '98.00 USD'],
    ],
    refused: [
      ['受取額', '支払いなし'],
      ['ウォレットへの返金額', '40.00 USD'],
    ],
  },
] as const)(
  'in $language the history names what was sent, credited, received and returned',
  async ({ language, column, charge: credited, pending, refused }) => {
    installMoneyFetch();
    answerListWithTotal(
      '/api/wallet/history',
      () => [moneyRequest({ id: 4, requestedAt: '2026-11-22T01:00:00.000Z' }), charge, withdrawal],
      3,
    );
    renderPage(<WalletHistoryPage />, { path: '/wallet/history', language });
    const table = await screen.findByRole('table');
    const [waiting, done, refusedRow] = within(table).getAllByRole('row').slice(1);
    const read = (row: HTMLElement | undefined) => {
      const cell = cellOf(defined(row, 'a row'), column);
      const values = within(cell).getAllByRole('definition');
      return within(cell)
        .getAllByRole('term')
        .map((name, at) => [shownText(name), shownText(values[at])]);
    };
    expect(read(done)).toEqual(credited);
    expect(read(waiting)).toEqual(pending);
    expect(read(refusedRow)).toEqual(refused);
  },
);

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

test("while the server has not answered, the list's skeleton stands where the rows will be", async () => {
  let answer: ((rows: FakeAnswer) => void) | undefined;
  installMoneyFetch({
    '/api/wallet/history': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  renderPage(<WalletHistoryPage />, { path: '/wallet/history' });
  await waitFor(() => expect(answer).toBeDefined());
  // Grey rows for the eye (hidden from screen readers), "Loading…" for screen readers.
  const skeleton = screen.getByRole('status');
  expect(skeleton).toHaveClass('ui-skeleton');
  expect(skeleton).toHaveTextContent(/^Loading…$/);
  expect(
    skeleton.querySelectorAll('.ui-skeleton__line[aria-hidden="true"]').length,
  ).toBeGreaterThan(0);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText('There is nothing here yet.')).not.toBeInTheDocument();
  answer?.({ status: 200, body: [charge] });
  expect(await tableRows()).toHaveLength(1);
  expect(document.querySelector('.ui-skeleton')).toBeNull();
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
