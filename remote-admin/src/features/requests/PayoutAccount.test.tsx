import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@wallet/shared/testing';
import { storeAdminSession } from '../../lib/test-support';
import RequestsPage from './pages/RequestsPage';
import { moneyRequest, serveRequests } from './test-support';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/** 100.00 USD out of the wallet, paid in KRW to the member's Shinhan account. */
const toBank = moneyRequest({
  id: 20,
  kind: 'wallet_withdraw',
  reference: null,
  depositorName: null,
  payoutAccount: {
    kind: 'bank',
    label: 'Shinhan Bank',
    account: '110-123-456789',
    holder: 'Kim Minsu',
  },
});

test('the withdrawal list and the decision dialog show the bank account the money goes to', async () => {
  serveRequests([toBank]);
  renderPage(<RequestsPage kind="wallet_withdraw" />, { path: '/admin/trade/wallet-withdraw' });
  const table = await screen.findByRole('table', { name: 'Wallet withdrawal requests' });
  expect(within(table).getByRole('columnheader', { name: 'Pay to' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
    'Bank accountBankShinhan BankAccount number110-123-456789HolderKim Minsu',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Approve: request #20 of kim01' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve Wallet withdrawal #20 of kim01?' });
  expect(within(dialog).getByText('Pay to').nextElementSibling).toHaveTextContent(
    'Bank accountBankShinhan BankAccount number110-123-456789HolderKim Minsu',
  );
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
