import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@wallet/shared/testing';
import { chooseOption, typeInto } from '../../testing/form';
import { moneyApi } from '../../lib/money';
import {
  ABOVE_100_USD,
  RATE_CHANGED,
  figure,
  installMoneyFetch,
  MAXIMUM_OF_100_USD,
  memberInfo,
  moneyRequest,
  rates,
  ratesWithKrw,
  startEachTestAsMember,
  type SentRequest,
} from '../../testing/money';
import WalletChargePage from './pages/WalletChargePage';

startEachTestAsMember();

const chooseCurrency = (currency: string) => chooseOption('Payment currency', currency);

const posts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST' && r.url.pathname === '/api/wallet/charges');

test('before the form is filled, the preview says its figures will appear there (beside or under)', async () => {
  installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  // It sits beside the fields on a wide screen and under them on a phone: no "above" or "below".
  expect(await screen.findByRole('region', { name: 'Your charge' })).toHaveTextContent(
    'The figures appear here as you fill in the form.',
  );
});

test('the preview shows the worked example: 100 USD via KRW at 1380.5', async () => {
  installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('KRW');
  typeInto('Amount to charge (USD)', '100');
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('138,050 KRW'));
  expect(figure('Your charge', 'Fee (2%)')).toBe('2.00 USD');
  expect(figure('Your charge', 'Value in USD')).toBe('100.00 USD');
  expect(figure('Your charge', 'To be credited to your wallet')).toBe('98.00 USD');
  expect(figure('Your charge', 'Applied rate (fee included)')).toBe('1 USD = 1,408.6735 KRW');
  // The active deposit address of the chosen currency.
  expect(await screen.findByText('1002-123-456789')).toBeInTheDocument();
  expect(figure('Deposit address · KRW', 'Account holder')).toBe('Wallet Co');
});

test('a USD charge reads you send, fee, credited: no rate line and no row that repeats another', async () => {
  installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('USD');
  typeInto('Amount to charge (USD)', '100');
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('100.00 USD'));
  const card = screen.getByRole('region', { name: 'Your charge' });
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['You send', 'Fee (2%)', 'To be credited to your wallet']);
  expect(figure('Your charge', 'To be credited to your wallet')).toBe('98.00 USD');
});

/*
 * The preview in the member's own language: what to send, its value, the fee, what the wallet
 * will be credited and the rate, in that order. The rate keeps "1 USD" and "1,408.6735 KRW"
 * whole with no-break spaces, as every amount is written.
 */
test.each([
  {
    language: 'en',
    currency: 'Payment currency',
    amount: 'Amount to charge (USD)',
    preview: 'Your charge',
    figures: [
      ['You send', '138,050 KRW'],
      ['Value in USD', '100.00 USD'],
      ['Fee (2%)', '2.00 USD'],
      ['To be credited to your wallet', '98.00 USD'],
      ['Applied rate (fee included)', '1\u00a0USD = 1,408.6735\u00a0KRW'],
    ],
  },
  {
    language: 'ko',
    currency: '결제 통화',
    amount: '충전 금액 (USD)',
    preview: '충전 내역',
    figures: [
      ['보내실 금액', '138,050 KRW'],
      ['USD 환산 가치', '100.00 USD'],
      ['수수료 (2%)', '2.00 USD'],
      ['지갑에 입금될 금액', '98.00 USD'],
      ['적용 환율 (수수료 포함)', '1\u00a0USD당 1,408.6735\u00a0KRW'],
    ],
  },
  {
    language: 'zh',
    currency: '付款币种',
    amount: '充值金额 (USD)',
    preview: '您的充值',
    figures: [
      ['您需汇出', '138,050 KRW'],
      ['折合美元', '100.00 USD'],
      ['手续费 (2%)', '2.00 USD'],
      ['将存入钱包', '98.00 USD'],
      ['适用汇率（含手续费）', '1 美元 = 1,408.6735\u00a0KRW'],
    ],
  },
  {
    language: 'ja',
    currency: '支払い通貨',
    amount: '入金額 (USD)',
    preview: '入金の内容',
    figures: [
      ['お送りいただく金額', '138,050 KRW'],
      ['米ドル換算額', '100.00 USD'],
      ['手数料 (2%)', '2.00 USD'],
      ['ウォレットへの入金予定額', '98.00 USD'],
      ['適用レート（手数料込み）', '1\u00a0USD あたり 1,408.6735\u00a0KRW'],
    ],
  },
] as const)(
  'in $language the preview says what you send, the fee and what is credited to your wallet',
  async ({ language, currency, amount, preview, figures }) => {
    installMoneyFetch();
    renderPage(<WalletChargePage />, { path: '/wallet/charge', language });
    await chooseOption(currency, 'KRW');
    typeInto(amount, '100');
    const card = screen.getByRole('region', { name: preview });
    await waitFor(() => expect(within(card).getAllByRole('term')).toHaveLength(5));
    const values = within(card).getAllByRole('definition');
    const read = within(card)
      .getAllByRole('term')
      .map((term, at) => [term.textContent, values[at]?.textContent]);
    // The amounts as read; the rate exactly as written, its no-break spaces included.
    expect(
      read.map(([term, value]) => [term, value?.replace(/\u00a0(?=[A-Z])/g, ' ')]).slice(0, 4),
    ).toEqual(figures.slice(0, 4));
    expect(read[4]).toEqual(figures[4]);
  },
);

test("the server's own maximum is the form's: lowered, 150 USD is refused; raised, 60,000 USD is not", async () => {
  installMoneyFetch(MAXIMUM_OF_100_USD);
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('USD');
  typeInto('Amount to charge (USD)', '150');
  expect(await screen.findByText(ABOVE_100_USD)).toBeInTheDocument();
  // A second visit on a new page and store, with the server answering a raised maximum.
  cleanup();

  const { sent } = installMoneyFetch({
    '/api/money-limits': { status: 200, body: { maxRequestUsd: 100_000 } },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('USD');
  await waitFor(() =>
    expect(sent.some((request) => request.url.pathname === '/api/money-limits')).toBe(true),
  );
  typeInto('Amount to charge (USD)', '60000');
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('60,000.00 USD'));
  expect(screen.queryByText(/The maximum per request/)).not.toBeInTheDocument();
});

test('under 40 USD is refused beside the amount, and nothing is sent', async () => {
  const { sent } = installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('USD');
  typeInto('Amount to charge (USD)', '39.99');
  typeInto('Depositor name', 'Kim Minsu');
  expect(await screen.findByText('The minimum is 40.00 USD.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  await waitFor(() => expect(screen.getByLabelText('Amount to charge (USD)')).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(sent)).toHaveLength(0);
});

test('USDT is disabled with the maintenance notice while the server has no USDT rate', async () => {
  installMoneyFetch({ '/api/exchange-rate': rates(null) });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  const option = await screen.findByRole('option', {
    name: 'Tether (USDT) — unavailable during exchange maintenance',
  });
  expect(option).toBeDisabled();
  expect(screen.getByText('USDT is unavailable during exchange maintenance.')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Korean won (KRW)' })).toBeEnabled();
});

test('a currency without a deposit address says so', async () => {
  installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('PHP');
  expect(
    await screen.findByText(
      'No deposit address is available for PHP right now. Choose another currency or try again later.',
    ),
  ).toBeInTheDocument();
});

test('without bank info: the notice and the way to My page, no form', async () => {
  installMoneyFetch({
    '/api/users/info': { status: 200, body: { ...memberInfo, bankName: null, bankAccount: null } },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  expect(
    await screen.findByText('Register your bank account info before charging.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My page (bank info)' })).toHaveAttribute(
    'href',
    '/mypage?tab=bank',
  );
  expect(screen.queryByLabelText('Payment currency')).not.toBeInTheDocument();
});

async function fillAndConfirm() {
  await chooseCurrency('KRW');
  typeInto('Amount to charge (USD)', '100');
  typeInto('Depositor name', 'Kim Minsu');
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this charge request?' });
  // The dialog repeats the figures before anything is sent.
  expect(dialog).toHaveTextContent('138,050 KRW');
  expect(dialog).toHaveTextContent('98.00 USD');
  expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
}

test('confirmed, it sends the charge with an Idempotency-Key and shows the reference code', async () => {
  const { calls, sent } = installMoneyFetch({
    'POST /api/wallet/charges': { status: 201, body: moneyRequest() },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await fillAndConfirm();
  const submitted = await screen.findByText(
    'Your request has been submitted. An administrator will process it.',
  );
  // The form is gone: the focus moves to the request that replaced it.
  await waitFor(() => expect(submitted.closest('.money-pending')).toHaveFocus());
  expect(
    screen.getByText('Send the amount to this account and mention the reference code CH7K2Q.'),
  ).toBeInTheDocument();
  expect(figure('Request in progress', 'You send')).toBe('138,050 KRW');
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    path: '/api/wallet/charges',
    authorization: 'Bearer member-token',
    // The rate the preview was computed with travels with the request (docs/product.md §1).
    body: { currency: 'KRW', amount: 100, depositorName: 'Kim Minsu', rate: 1380.5 },
  });
  expect(posts(sent)[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.queryByLabelText('Payment currency')).not.toBeInTheDocument();
});

test('what the member typed survives a reload of the page, and is dropped once the charge is sent', async () => {
  installMoneyFetch({ 'POST /api/wallet/charges': { status: 201, body: moneyRequest() } });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('KRW');
  typeInto('Amount to charge (USD)', '100');
  typeInto('Depositor name', 'Kim Minsu');
  // The page is loaded again (a new release of the site, say): a new page and store.
  cleanup();

  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  expect(await screen.findByLabelText('Payment currency')).toHaveValue('KRW');
  expect(screen.getByLabelText('Amount to charge (USD)')).toHaveValue('100');
  expect(screen.getByLabelText('Depositor name')).toHaveValue('Kim Minsu');
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('138,050 KRW'));
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this charge request?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByText(/Your request has been submitted/)).toBeInTheDocument();
  cleanup();

  installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  expect(await screen.findByLabelText('Payment currency')).toHaveValue('');
  expect(screen.getByLabelText('Amount to charge (USD)')).toHaveValue('');
});

test('a retry after a failure that may have been stored sends the same Idempotency-Key', async () => {
  let attempt = 0;
  const { sent } = installMoneyFetch({
    'POST /api/wallet/charges': () =>
      ++attempt === 1
        ? { status: 503, body: { error: 'service_unavailable', message: 'x' } }
        : { status: 201, body: moneyRequest() },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await fillAndConfirm();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The service is unavailable at the moment. Your request was not lost: please try again.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  const [first, second] = posts(sent);
  expect(first?.idempotencyKey).toBeTruthy();
  expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
});

test("a server refusal is shown in the member's words, beside its field", async () => {
  const { sent } = installMoneyFetch({
    'POST /api/wallet/charges': {
      status: 422,
      body: { error: 'deposit_address_unavailable', message: 'x' },
    },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await fillAndConfirm();
  await waitFor(() =>
    expect(screen.getByLabelText('Payment currency')).toHaveAccessibleDescription(
      'No deposit address is available for KRW right now.',
    ),
  );
  expect(screen.getByLabelText('Payment currency')).toHaveFocus();
  // A refusal decided this body: the next try is a new request with a new key.
  expect(posts(sent)).toHaveLength(1);
});

test('pending_request_exists shows the pending request instead of the form', async () => {
  let created = false;
  installMoneyFetch({
    '/api/requests/pending': () => ({
      status: 200,
      body: {
        request: created ? moneyRequest({ kind: 'wallet_transfer', reference: null }) : null,
      },
    }),
    'POST /api/wallet/charges': () => {
      created = true;
      return { status: 409, body: { error: 'pending_request_exists', message: 'x' } };
    },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await fillAndConfirm();
  expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  expect(
    screen.getByText('You have a pending money request. Check its status before making a new one.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Payment currency')).not.toBeInTheDocument();
});

test('rate_changed: the rates are asked again, the new figures shown, and confirmed again', async () => {
  let krw = 1380.5;
  const { calls, sent } = installMoneyFetch({
    '/api/exchange-rate': () => ratesWithKrw(krw),
    'POST /api/wallet/charges': () => {
      if (krw === 1380.5) {
        // The administrator changed the rate after the member's preview.
        krw = 1400;
        return { status: 409, body: { error: 'rate_changed', message: 'x' } };
      }
      return { status: 201, body: moneyRequest() };
    },
  });
  const rateLooks = () => sent.filter((r) => r.url.pathname === '/api/exchange-rate').length;
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await fillAndConfirm();
  expect(await screen.findByRole('alert')).toHaveTextContent(RATE_CHANGED);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('140,000 KRW'));
  expect(rateLooks()).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('140,000 KRW');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  const bodies = calls.filter((c) => c.method === 'POST').map((c) => c.body);
  expect(bodies).toMatchObject([{ rate: 1380.5 }, { rate: 1400 }]);
});

test('rates fetched again while the dialog is open: it keeps the figures of the body it sends', async () => {
  let krw = 1380.5;
  const { calls, sent } = installMoneyFetch({
    '/api/exchange-rate': () => ratesWithKrw(krw),
    'POST /api/wallet/charges': { status: 201, body: moneyRequest() },
  });
  const rateLooks = () => sent.filter((r) => r.url.pathname === '/api/exchange-rate').length;
  const { store } = renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('KRW');
  typeInto('Amount to charge (USD)', '100');
  typeInto('Depositor name', 'Kim Minsu');
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this charge request?' });
  expect(dialog).toHaveTextContent('138,050 KRW');

  // The administrator changes the rate, and the page asks again (focus, poll) under the dialog.
  krw = 1400;
  store.dispatch(moneyApi.util.invalidateTags(['ExchangeRate']));
  await waitFor(() => expect(rateLooks()).toBe(2));
  await waitFor(() => expect(figure('Your charge', 'You send')).toBe('140,000 KRW'));
  // The dialog still shows what it will send: the figures at the body's rate, 1380.5.
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(dialog).toHaveTextContent('138,050 KRW');
  expect(dialog).not.toHaveTextContent('140,000 KRW');
  expect(dialog).toHaveTextContent('98.00 USD');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { currency: 'KRW', amount: 100, depositorName: 'Kim Minsu', rate: 1380.5 },
  ]);
});

test('a zero amount is refused as not above zero, and the preview shows no rate for it', async () => {
  const { sent } = installMoneyFetch();
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('KRW');
  typeInto('Amount to charge (USD)', '0');
  expect(await screen.findByText('Enter an amount above zero.')).toBeInTheDocument();
  expect(screen.queryByText(/such as 100/)).not.toBeInTheDocument();
  const preview = screen.getByRole('region', { name: 'Your charge' });
  expect(preview).toHaveTextContent('The figures appear here as you fill in the form.');
  expect(preview).not.toHaveTextContent('0.0000');
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  await waitFor(() => expect(screen.getByLabelText('Amount to charge (USD)')).toHaveFocus());
  expect(posts(sent)).toHaveLength(0);
});

test('the confirmation of a USDT charge shows the TXID it sends, and no depositor name', async () => {
  const { calls } = installMoneyFetch({
    'POST /api/wallet/charges': { status: 201, body: moneyRequest({ currency: 'USDT' }) },
  });
  renderPage(<WalletChargePage />, { path: '/wallet/charge' });
  await chooseCurrency('USDT');
  typeInto('Amount to charge (USD)', '100');
  typeInto('Transaction ID (TXID)', '0xabc123');
  fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this charge request?' });
  const txId = within(dialog).getByText('Transaction ID', { selector: 'dt' });
  expect(txId.nextElementSibling).toHaveTextContent('0xabc123');
  expect(dialog).not.toHaveTextContent('Depositor name');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    currency: 'USDT',
    amount: 100,
    txId: '0xabc123',
    rate: 1,
  });
});

test.each([
  { currency: 'USDT', converted: '100.00 USDT' },
  { currency: 'KRW', converted: '138,050 KRW' },
])(
  'a $currency charge with neither TXID nor depositor name confirms no blank row for them',
  async ({ currency, converted }) => {
    const { calls } = installMoneyFetch();
    renderPage(<WalletChargePage />, { path: '/wallet/charge' });
    await chooseCurrency(currency);
    typeInto('Amount to charge (USD)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Review the charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this charge request?' });
    expect(dialog).toHaveTextContent(converted);
    expect(dialog).not.toHaveTextContent('Depositor name');
    expect(dialog).not.toHaveTextContent('Transaction ID');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('depositorName');
  },
);
