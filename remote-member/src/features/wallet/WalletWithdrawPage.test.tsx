import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@wallet/shared/testing';
import { chooseOption, typeInto } from '../../testing/form';
import {
  ABOVE_100_USD,
  expectRateChangedOnSend,
  installRateChangeAt,
  expectStoppedAtAmount,
  figure,
  installMoneyFetch,
  MAXIMUM_OF_100_USD,
  memberInfo,
  moneyRequest,
  startEachTestAsMember,
} from '../../testing/money';
import WalletWithdrawPage from './pages/WalletWithdrawPage';

startEachTestAsMember();

const chooseCurrency = (currency: string) => chooseOption('Payout currency', currency);

function fill({ currency = 'KRW', amount = '100', password = '123456', terms = true } = {}) {
  return (async () => {
    await chooseCurrency(currency);
    typeInto('Amount to withdraw (USD)', amount);
    typeInto('Withdrawal password', password);
    if (terms) fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Review the withdrawal' }));
  })();
}

const withdrawalPosts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/wallet/withdrawals');

test('available and held balance are shown apart', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await screen.findByLabelText('Payout currency');
  const balance = screen.getByLabelText('Your wallet');
  expect(within(balance).getByText('Available balance').nextElementSibling).toHaveTextContent(
    '1,234.50 USD',
  );
  expect(
    within(balance).getByText('Held for pending requests').nextElementSibling,
  ).toHaveTextContent('40.00 USD');
});

test('a USD withdrawal reads from your wallet, fee, you receive: nothing repeated, no rate', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await chooseCurrency('USD');
  typeInto('Amount to withdraw (USD)', '50');
  await waitFor(() => expect(figure('Your withdrawal', 'You receive')).toBe('49.00 USD'));
  const card = screen.getByRole('region', { name: 'Your withdrawal' });
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['From your wallet', 'Fee (2%)', 'You receive']);
});

test('the preview shows the worked example: 100 USD to KRW at 1380.5', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await chooseCurrency('KRW');
  typeInto('Amount to withdraw (USD)', '100');
  await waitFor(() => expect(figure('Your withdrawal', 'Fee (3%)')).toBe('3.00 USD'));
  expect(figure('Your withdrawal', 'Left after the fee')).toBe('97.00 USD');
  expect(figure('Your withdrawal', 'You receive')).toBe('133,908 KRW');
  // The payout account, in the member's own name.
  expect(figure('Payout account', 'Bank account')).toBe('Shinhan 110123456789');
  expect(figure('Payout account', 'Account holder')).toBe('Kim Minsu');
});

test('more than the available balance is refused before sending', async () => {
  const { calls } = installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill({ amount: '1234.51' });
  expect(
    await screen.findByText('This is more than your available balance of 1,234.50 USD.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(withdrawalPosts(calls)).toHaveLength(0);
});

test("the server's own maximum is the form's: with 100 USD configured, 150 USD is refused", async () => {
  const { calls } = installMoneyFetch(MAXIMUM_OF_100_USD);
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await chooseCurrency('USD');
  // Well within the balance (1,234.50) and the default maximum: only the server's limit refuses it.
  typeInto('Amount to withdraw (USD)', '150');
  typeInto('Withdrawal password', '123456');
  fireEvent.click(screen.getByRole('checkbox'));
  await expectStoppedAtAmount(calls, {
    amount: 'Amount to withdraw (USD)',
    review: 'Review the withdrawal',
    message: ABOVE_100_USD,
  });
});

test('without a peso account, PHP shows the way to My page and is not sent', async () => {
  const { calls } = installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill({ currency: 'PHP' });
  expect(
    await screen.findByText(
      'You have no peso account registered. Register one in My page to withdraw in PHP.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My page (bank info)' })).toHaveAttribute(
    'href',
    '/mypage?tab=bank',
  );
  await waitFor(() => expect(screen.getByLabelText('Payout currency')).toHaveFocus());
  expect(withdrawalPosts(calls)).toHaveLength(0);
});

test('the password must be 6 digits and the terms accepted', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill({ password: '12ab', terms: false });
  expect(await screen.findByText('Use exactly 6 digits.')).toBeInTheDocument();
  expect(screen.getByText('Accept the withdrawal terms to continue.')).toBeInTheDocument();
});

test('confirmed, it sends the withdrawal; a wrong withdrawal password is shown beside it', async () => {
  const { calls } = installMoneyFetch({
    'POST /api/wallet/withdrawals': {
      status: 403,
      body: { error: 'money_password_incorrect', message: 'x' },
    },
  });
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill();
  const dialog = await screen.findByRole('dialog', { name: 'Send this withdrawal request?' });
  expect(dialog).toHaveTextContent('133,908 KRW');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Withdrawal password')).toHaveAccessibleDescription(
      expect.stringContaining('The withdrawal password is incorrect.'),
    ),
  );
  expect(screen.getByLabelText('Withdrawal password')).toHaveFocus();
  expect(withdrawalPosts(calls)[0]).toMatchObject({
    // The rate the preview was computed with travels with the request (docs/product.md §1).
    body: {
      currency: 'KRW',
      amount: 100,
      moneyPassword: '123456',
      agreeTerms: true,
      rate: 1380.5,
    },
  });
});

test('money_password_locked explains the lock', async () => {
  installMoneyFetch({
    'POST /api/wallet/withdrawals': {
      status: 429,
      body: { error: 'money_password_locked', message: 'x' },
    },
  });
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill();
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the request' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many wrong withdrawal passwords. It is locked for 30 minutes; please try again later.',
  );
});

test('a pending request replaces the form; Cancel asks first, then cancels it', async () => {
  const pending = moneyRequest({
    id: 77,
    kind: 'wallet_withdraw',
    amount: 100,
    fee: 3,
    netAmount: 97,
    convertedAmount: 133908,
    reflectedAmount: 100,
    reference: null,
    depositorName: null,
  });
  let cancelled = false;
  const { calls } = installMoneyFetch({
    '/api/requests/pending': () => ({
      status: 200,
      body: { request: cancelled ? null : pending },
    }),
    'POST /api/requests/77/cancel': () => {
      cancelled = true;
      return { status: 200, body: { ...pending, status: 'cancelled' } };
    },
    '/api/users/info': { status: 200, body: memberInfo },
  });
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  expect(await screen.findByRole('region', { name: 'Request in progress' })).toHaveTextContent(
    'You have a pending money request. Check its status before making a new one.',
  );
  expect(figure('Request in progress', 'Status')).toBe('Pending');
  expect(figure('Request in progress', 'You receive')).toBe('133,908 KRW');
  expect(screen.queryByLabelText('Payout currency')).not.toBeInTheDocument();

  // "Keep the request" closes the question and changes nothing. Cancelling looks like danger.
  expect(screen.getByRole('button', { name: 'Cancel request' })).toHaveClass(/ui-button--danger/);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
  const first = await screen.findByRole('dialog', { name: 'Cancel this request?' });
  fireEvent.click(within(first).getByRole('button', { name: 'Keep the request' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
  expect(dialog).toHaveTextContent('Any amount held for it returns to your available balance.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
  expect(
    await screen.findByText('The request has been cancelled. You can make a new request.'),
  ).toBeInTheDocument();
  expect(await screen.findByLabelText('Payout currency')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/requests/77/cancel')).toHaveLength(1);
});

test('a request already decided cannot be cancelled: it says so, and the status is asked again', async () => {
  const pending = moneyRequest({ id: 77 });
  const { calls } = installMoneyFetch({
    '/api/requests/pending': { status: 200, body: { request: pending } },
    'POST /api/requests/77/cancel': {
      status: 409,
      body: { error: 'already_decided', message: 'x' },
    },
  });
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This request has already been processed. Its status has been refreshed.',
  );
  await waitFor(() =>
    expect(calls.filter((c) => c.path === '/api/requests/pending').length).toBeGreaterThan(1),
  );
});

test('rate_changed closes the dialog, says so and shows the preview at the new rate', async () => {
  const { calls } = installRateChangeAt('POST /api/wallet/withdrawals');
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await fill();
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('133,908 KRW');
  await expectRateChangedOnSend(dialog);
  // 97.00 USD × 1400, asked again from the server.
  await waitFor(() => expect(figure('Your withdrawal', 'You receive')).toBe('135,800 KRW'));
  expect(calls.filter((c) => c.path === '/api/exchange-rate')).toHaveLength(2);
  expect(withdrawalPosts(calls)[0]).toMatchObject({ body: { rate: 1380.5 } });
});

test('a reload keeps the currency and amount typed, never the withdrawal password', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await chooseCurrency('KRW');
  typeInto('Amount to withdraw (USD)', '100');
  typeInto('Withdrawal password', '123456');
  expect(JSON.stringify({ ...sessionStorage })).not.toContain('123456');
  cleanup();

  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  expect(await screen.findByLabelText('Payout currency')).toHaveValue('KRW');
  expect(screen.getByLabelText('Amount to withdraw (USD)')).toHaveValue('100');
  expect(screen.getByLabelText('Withdrawal password')).toHaveValue('');
});

test('a zero amount is refused as not above zero, and the preview shows no rate for it', async () => {
  installMoneyFetch();
  renderPage(<WalletWithdrawPage />, { path: '/wallet/withdraw' });
  await chooseCurrency('KRW');
  typeInto('Amount to withdraw (USD)', '0.00');
  expect(await screen.findByText('Enter an amount above zero.')).toBeInTheDocument();
  const preview = screen.getByRole('region', { name: 'Your withdrawal' });
  expect(preview).toHaveTextContent('The figures appear here as you fill in the form.');
  expect(preview).not.toHaveTextContent('0.0000');
});
