import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, walletToXpoker } from '@wallet/shared/testing';
import { chooseOption, CONTROL, typeInto } from '../../testing/form';
import {
  ABOVE_100_USD,
  expectRateChangedOnSend,
  installRateChangeAt,
  expectStoppedAtAmount,
  figure,
  installMoneyFetch,
  MAXIMUM_OF_100_USD,
  memberInfo,
  startEachTestAsMember,
} from '../../testing/money';
import TransferRequestPage from './pages/TransferRequestPage';

startEachTestAsMember();

test('only the platforms the member registered are offered', async () => {
  installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  const to = await screen.findByLabelText('To', { selector: 'select' });
  expect(
    within(to)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose…', 'X-Poker (kim-xp)', 'GG Club (kim-gg)']);
  expect(screen.getByLabelText('From', { selector: CONTROL })).toHaveValue('Wallet (USD)');
});

test('50 USD wallet → X-Poker previews 67,644 KRW expected', async () => {
  installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '50');
  await waitFor(() => expect(figure('Your transfer', 'Expected on X-Poker')).toBe('67,644 KRW'));
  expect(figure('Your transfer', 'Fee (2%)')).toBe('1.00 USD');
  expect(figure('Your transfer', 'Exchange rate')).toBe('1 USD = 1,380.5 KRW');
  expect(
    screen.getByText(
      'X-Poker and Pokernex take at least 1,000 KRW per transfer; GG Club and PokerBros at least 1.00 USD.',
    ),
  ).toBeInTheDocument();
});

test('0.70 USD → X-Poker is refused: under 1,000 won would arrive', async () => {
  const { calls } = installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '0.70');
  expect(
    await screen.findByText(
      'The amount reaching X-Poker must be at least 1,000 KRW (this would be 952 KRW).',
    ),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  await waitFor(() => expect(screen.getByLabelText('Amount (USD)')).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test("the server's own maximum is the form's: with 100 USD configured, 150 USD or its won are refused", async () => {
  const { calls } = installMoneyFetch(MAXIMUM_OF_100_USD);
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'ggclub');
  // Well within the balance (1,234.50) and the default maximum: only the server's limit refuses it.
  typeInto('Amount (USD)', '150');
  await expectStoppedAtAmount(calls, {
    amount: 'Amount (USD)',
    review: 'Review the transfer',
    message: ABOVE_100_USD,
  });

  // From a won platform the maximum weighs the amount's value: 138,064 won is 100.01 USD.
  await chooseOption('Direction', 'platform_to_wallet');
  await chooseOption('From', 'xpoker');
  typeInto('Amount (KRW)', '138,064');
  expect(await screen.findByText(ABOVE_100_USD)).toBeInTheDocument();
  typeInto('Amount (KRW)', '138,050');
  await waitFor(() => expect(screen.queryByText(ABOVE_100_USD)).not.toBeInTheDocument());
});

test('10,000 won X-Poker → wallet: 7.24 USD, fee 0.14, 7.10 USD credited', async () => {
  installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('Direction', 'platform_to_wallet');
  await chooseOption('From', 'xpoker');
  typeInto('Amount (KRW)', '10,000');
  await waitFor(() => expect(figure('Your transfer', 'Expected on Wallet')).toBe('7.10 USD'));
  expect(figure('Your transfer', 'Value in USD')).toBe('7.24 USD');
  expect(figure('Your transfer', 'Fee (2%)')).toBe('0.14 USD');
});

test('between platforms the two ends must differ', async () => {
  installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('Direction', 'platform_to_platform');
  await chooseOption('From', 'xpoker');
  await chooseOption('To', 'xpoker');
  typeInto('Amount (KRW)', '5000');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(await screen.findByText('Choose two different platforms.')).toBeInTheDocument();
});

test('the confirmation repeats the figures; confirmed, the transfer is sent', async () => {
  const { calls, sent } = installMoneyFetch({
    'POST /api/wallet/transfers': {
      status: 201,
      body: walletToXpoker({ id: 50 }),
    },
  });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '50');
  typeInto('Memo (optional)', 'for tonight');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this transfer request?' });
  for (const text of [
    'Wallet → platform',
    'X-Poker',
    '50.00 USD',
    '1.00 USD',
    '67,644 KRW',
    'for tonight',
  ]) {
    expect(dialog).toHaveTextContent(text);
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  expect(
    await screen.findByText('Your request has been submitted. An administrator will process it.'),
  ).toBeInTheDocument();
  expect(figure('Request in progress', 'Expected amount')).toBe('67,644 KRW');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    direction: 'wallet_to_platform',
    to: 'xpoker',
    amount: 50,
    userMemo: 'for tonight',
    // X-Poker is a KRW platform: the KRW rate of the preview travels with the request.
    rate: 1380.5,
  });
  expect(sent.find((r) => r.method === 'POST')?.idempotencyKey).toBeTruthy();
});

test('without registered platforms there is nothing to transfer', async () => {
  installMoneyFetch({ '/api/users/info': { status: 200, body: { ...memberInfo, platforms: [] } } });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  expect(
    await screen.findByText(
      'You have no platform accounts registered, so there is nothing to transfer to or from.',
    ),
  ).toBeInTheDocument();
});

test('rate_changed: the KRW rate is asked again and the new expected amount shown', async () => {
  const { calls } = installRateChangeAt('POST /api/wallet/transfers');
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  await expectRateChangedOnSend(
    await screen.findByRole('dialog', { name: 'Send this transfer request?' }),
  );
  // 49.00 USD × 1400.
  await waitFor(() => expect(figure('Your transfer', 'Expected on X-Poker')).toBe('68,600 KRW'));
  expect(calls.filter((c) => c.path === '/api/exchange-rate')).toHaveLength(2);
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ rate: 1380.5 });
});

test('a transfer between USD places sends no rate: none moves its figures', async () => {
  const { calls } = installMoneyFetch({
    'POST /api/wallet/transfers': {
      status: 201,
      body: walletToXpoker({ to: 'ggclub', expectedAmount: 49, rate: 1, userMemo: null }),
    },
  });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'ggclub');
  typeInto('Amount (USD)', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this transfer request?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    direction: 'wallet_to_platform',
    to: 'ggclub',
    amount: 50,
  });
  // The card of the request in progress repeats nothing and shows no rate of USD to itself.
  expect(figure('Request in progress', 'Amount')).toBe('50.00 USD');
  expect(figure('Request in progress', 'Expected amount')).toBe('49.00 USD');
  const card = screen.getByRole('region', { name: 'Request in progress' });
  expect(card).not.toHaveTextContent('Value in USD');
  expect(card).not.toHaveTextContent('Exchange rate');
});

test('the card of a transfer out of the USD wallet does not repeat its amount as its USD value', async () => {
  installMoneyFetch({
    'POST /api/wallet/transfers': { status: 201, body: walletToXpoker() },
  });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this transfer request?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  await screen.findByText('Your request has been submitted. An administrator will process it.');
  expect(figure('Request in progress', 'Amount')).toBe('50.00 USD');
  expect(figure('Request in progress', 'Exchange rate')).toBe('1 USD = 1,380.5 KRW');
  expect(screen.getByRole('region', { name: 'Request in progress' })).not.toHaveTextContent(
    'Value in USD',
  );
});

test('X-Poker → PokerBros in won with decimals: the amount is KRW, in whole won', async () => {
  installMoneyFetch({
    '/api/users/info': {
      status: 200,
      body: {
        ...memberInfo,
        platforms: [
          { name: 'xpoker', platformId: 'kim-xp' },
          { name: 'pokerbros', platformId: 'kim-pb' },
        ],
      },
    },
  });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('Direction', 'platform_to_platform');
  await chooseOption('From', 'xpoker');
  await chooseOption('To', 'pokerbros');
  typeInto('Amount (KRW)', '5000.5');
  expect(
    await screen.findByText('KRW amounts are whole numbers, without decimals.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/USD amounts/)).not.toBeInTheDocument();
});

test('0.50 USD → X-Poker: the refusal names the won that must arrive, also once reviewed; 0.80 USD passes', async () => {
  const { calls } = installMoneyFetch();
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '0.5');
  // 0.49 USD after the fee × 1380.5 = 676 won, under X-Poker's 1,000.
  const reaching =
    'The amount reaching X-Poker must be at least 1,000 KRW (this would be 676 KRW).';
  expect(await screen.findByText(reaching)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  await waitFor(() => expect(screen.getByLabelText('Amount (USD)')).toHaveFocus());
  expect(screen.getByText(reaching)).toBeInTheDocument();
  expect(screen.queryByText('The minimum is 1.00 USD.')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  // 0.78 USD × 1380.5 = 1,076 won: enough, as the server would agree.
  typeInto('Amount (USD)', '0.80');
  await waitFor(() => expect(screen.queryByText(reaching)).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  expect(
    await screen.findByRole('dialog', { name: 'Send this transfer request?' }),
  ).toHaveTextContent('1,076 KRW');
});

test("the server's amount_below_minimum on a transfer to X-Poker names X-Poker's minimum in won", async () => {
  installMoneyFetch({
    'POST /api/wallet/transfers': {
      status: 422,
      body: { error: 'amount_below_minimum', message: 'x' },
    },
  });
  renderPage(<TransferRequestPage />, { path: '/wallet/transfer' });
  await chooseOption('To', 'xpoker');
  typeInto('Amount (USD)', '0.80');
  fireEvent.click(screen.getByRole('button', { name: 'Review the transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this transfer request?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  // The form's own quote passed it (the server's limits may differ): X-Poker's minimum, in won.
  expect(await screen.findByText('The minimum is 1,000 KRW.')).toBeInTheDocument();
  expect(screen.queryByText('The minimum is 1.00 USD.')).not.toBeInTheDocument();
});
