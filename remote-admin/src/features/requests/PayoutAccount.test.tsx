import { fireEvent, screen, within } from '@testing-library/react';
import { cellOf, columnsOf, defined, renderPage } from '@wallet/shared/testing';
import { storeAdminSession } from '../../lib/test-support';
import RequestsPage from './pages/RequestsPage';
import { moneyRequest, serveRequests } from './test-support';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/** 100.00 USD out of the wallet: 98.00 after the fee, paid as 135,289 won to the member's Shinhan account. */
const toBank = moneyRequest({
  id: 20,
  kind: 'wallet_withdraw',
  convertedAmount: 135289,
  reflectedAmount: 100,
  reference: null,
  depositorName: null,
  payoutAccount: {
    kind: 'bank',
    label: 'Shinhan Bank',
    account: '110-123-456789',
    holder: 'Kim Minsu',
  },
});

test('a withdrawal row shows what to pay, in the currency paid, beside the account it goes to', async () => {
  serveRequests([toBank]);
  renderPage(<RequestsPage kind="wallet_withdraw" />, { path: '/admin/trade/wallet-withdraw' });
  const table = await screen.findByRole('table', { name: 'Wallet withdrawal requests' });
  const rows = within(table).getAllByRole('row');
  expect(columnsOf(table)).toEqual([
    'No.',
    'Member',
    'Amount',
    'To pay out',
    'Pay to',
    'Requested (KST)',
    'Status',
    'Actions',
  ]);
  const row = defined(rows[1], 'the row of request #20');
  // In the row, not behind Details: the USD taken, the won to send and where to send them.
  expect(cellOf(row, 'Amount')).toHaveTextContent(/^100\.00 USD$/);
  expect(cellOf(row, 'To pay out')).toHaveTextContent(/^135,289 KRW$/);
  expect(within(cellOf(row, 'To pay out')).getByText('135,289 KRW').tagName).toBe('STRONG');
  expect(cellOf(row, 'Pay to')).toHaveTextContent(
    'Bank accountBankShinhan BankAccount number110-123-456789HolderKim Minsu',
  );
  // The fee and the net are for checking, one click away.
  expect(row).not.toHaveTextContent('98.00 USD');
  fireEvent.click(within(row).getByRole('button', { name: 'Details of request #20 of kim01' }));
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Net after fee98.00 USD');

  fireEvent.click(screen.getByRole('button', { name: 'Approve: request #20 of kim01' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Wallet withdrawal #20 of kim01?' });
  expect(within(dialog).getByText('To pay out').nextElementSibling).toHaveTextContent(
    '135,289 KRW',
  );
  expect(within(dialog).getByText('Pay to').nextElementSibling).toHaveTextContent(
    'Bank accountBankShinhan BankAccount number110-123-456789HolderKim Minsu',
  );
});

test("a platform withdrawal's amount is what is paid out, in the platform's currency", async () => {
  serveRequests([
    moneyRequest({
      id: 24,
      kind: 'platform_withdraw',
      currency: 'KRW',
      amount: 30000,
      fee: 0,
      netAmount: null,
      convertedAmount: null,
      reflectedAmount: null,
      rate: null,
      platform: 'xpoker',
      platformId: 'kim-xp',
      reference: null,
      depositorName: null,
      payoutAccount: toBank.payoutAccount,
    }),
  ]);
  renderPage(<RequestsPage kind="platform_withdraw" />, { path: '/admin/trade/withdraw' });
  const table = await screen.findByRole('table', { name: 'Platform withdrawal requests' });
  const row = defined(within(table).getAllByRole('row')[1], 'the row of request #24');
  expect(cellOf(row, 'Platform')).toHaveTextContent('X-Poker');
  expect(cellOf(row, 'To pay out')).toHaveTextContent(/^30,000 KRW$/);
  expect(cellOf(row, 'Pay to')).toHaveTextContent('Shinhan Bank');
});

test('a peso account says its type and number; a USDT wallet its address; all kinds list them', async () => {
  serveRequests([
    moneyRequest({
      id: 21,
      kind: 'platform_withdraw',
      currency: 'PHP',
      platform: 'xpoker',
      payoutAccount: {
        kind: 'peso',
        label: 'GCash',
        account: '0917-555-0101',
        holder: 'Juan Cruz',
      },
    }),
    moneyRequest({
      id: 22,
      kind: 'wallet_withdraw',
      currency: 'USDT',
      convertedAmount: 98,
      rate: 1,
      payoutAccount: {
        kind: 'usdt',
        label: null,
        account: 'TQ1xExampleAddress',
        holder: 'Kim Minsu',
      },
    }),
    moneyRequest({ id: 23 }),
  ]);
  renderPage(<RequestsPage />, { path: '/admin/requests' });
  const table = await screen.findByRole('table', { name: 'All requests' });
  const rows = within(table).getAllByRole('row');
  expect(columnsOf(table)).toEqual([
    'No.',
    'Member',
    'Kind',
    'Amount',
    'To pay out',
    'Pay to',
    'Requested (KST)',
    'Status',
    'Actions',
  ]);
  // What each withdrawal pays, in its own currency: 100 pesos from the platform, 98 USDT from
  // the wallet (100 USD less the fee); a charge pays nothing out.
  expect(cellOf(defined(rows[1], 'the peso row'), 'To pay out')).toHaveTextContent(/^100\.00 PHP$/);
  expect(cellOf(defined(rows[2], 'the USDT row'), 'To pay out')).toHaveTextContent(/^98\.00 USDT$/);
  expect(cellOf(defined(rows[3], 'the charge row'), 'To pay out')).toHaveTextContent(/^—$/);
  expect(rows[1]).toHaveTextContent(
    'Peso accountAccount typeGCashAccount number0917-555-0101HolderJuan Cruz',
  );
  expect(rows[2]).toHaveTextContent('USDT walletWallet addressTQ1xExampleAddressHolderKim Minsu');
  expect(rows[2]).not.toHaveTextContent('Bank');
  // A charge pays nothing out: no account, and no warning either.
  expect(rows[3]).not.toHaveTextContent('No payout account');
});

test('a withdrawal without a payout account says so in the dialog', async () => {
  serveRequests([{ ...toBank, payoutAccount: null }]);
  renderPage(<RequestsPage kind="wallet_withdraw" />, { path: '/admin/trade/wallet-withdraw' });
  fireEvent.click(await screen.findByRole('button', { name: 'Approve: request #20 of kim01' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('No payout account on this request');
});

test('a rejected or cancelled withdrawal reads "Not paid out", not an amount still to send', async () => {
  serveRequests([
    { ...toBank, id: 21, status: 'rejected', processedAt: '2026-03-01T05:00:00Z' },
    { ...toBank, id: 22, status: 'cancelled', processedAt: '2026-03-01T06:00:00Z' },
    { ...toBank, id: 23, status: 'completed', processedAt: '2026-03-01T07:00:00Z' },
  ]);
  renderPage(<RequestsPage kind="wallet_withdraw" />, { path: '/admin/trade/wallet-withdraw' });
  const table = await screen.findByRole('table', { name: 'Wallet withdrawal requests' });
  const [, rejected, cancelled, completed] = within(table).getAllByRole('row');
  expect(cellOf(defined(rejected, 'row #21'), 'To pay out')).toHaveTextContent(/^Not paid out$/);
  expect(cellOf(defined(cancelled, 'row #22'), 'To pay out')).toHaveTextContent(/^Not paid out$/);
  // A completed one was paid: its amount stays, as the record of what was sent.
  expect(cellOf(defined(completed, 'row #23'), 'To pay out')).toHaveTextContent(/^135,289 KRW$/);
});

/* The administrator reads what to pay, and that a refused one was not paid, in their language. */
test.each([
  { language: 'en', amount: 'Amount', toPay: 'To pay out', notPaid: 'Not paid out' },
  { language: 'ko', amount: '금액', toPay: '지급할 금액', notPaid: '지급 안 됨' },
  { language: 'zh', amount: '金额', toPay: '应支付金额', notPaid: '未支付' },
  { language: 'ja', amount: '金額', toPay: '支払額', notPaid: '未払い' },
] as const)(
  'in $language a withdrawal row names the amount, what to pay out, and "not paid out" once refused',
  async ({ language, amount, toPay, notPaid }) => {
    serveRequests([
      toBank,
      { ...toBank, id: 21, status: 'rejected', processedAt: '2026-03-01T05:00:00Z' },
    ]);
    renderPage(<RequestsPage kind="wallet_withdraw" />, {
      path: '/admin/trade/wallet-withdraw',
      language,
    });
    const table = await screen.findByRole('table');
    const [, pending, rejected] = within(table).getAllByRole('row');
    expect(cellOf(defined(pending, 'row #20'), amount)).toHaveTextContent(/^100\.00 USD$/);
    expect(cellOf(defined(pending, 'row #20'), toPay)).toHaveTextContent(/^135,289 KRW$/);
    expect(cellOf(defined(rejected, 'row #21'), toPay)).toHaveTextContent(
      new RegExp(`^${notPaid}$`),
    );
  },
);
