import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@wallet/shared/testing';
import { chooseOption, typeInto } from '../../testing/form';
import {
  ABOVE_100_USD,
  expectStoppedAtAmount,
  figure,
  installMoneyFetch,
  MAXIMUM_OF_100_USD,
  memberInfo,
  moneyRequest,
  startEachTestAsMember,
} from '../../testing/money';
import PlatformRechargePage from './pages/PlatformRechargePage';
import PlatformWithdrawPage from './pages/PlatformWithdrawPage';

startEachTestAsMember();

const choosePlatform = (platform: string) => chooseOption('Platform', platform);

describe('platform recharge', () => {
  test('before a platform is chosen, the place of the deposit address says how to see it', async () => {
    installMoneyFetch();
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    const panel = await screen.findByRole('region', { name: 'Deposit address' });
    expect(panel).toHaveTextContent('Choose a platform to see where to send the money.');
    await choosePlatform('xpoker');
    expect(
      await screen.findByRole('region', { name: 'Deposit address · KRW' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Choose a platform to see where to send the money.')).toBeNull();
  });

  test("shows the deposit address of the platform's currency and refuses under 1,000 won", async () => {
    const { calls } = installMoneyFetch();
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    await choosePlatform('xpoker');
    expect(await screen.findByText('1002-123-456789')).toBeInTheDocument();
    typeInto('Amount (KRW)', '999');
    typeInto('Depositor name', 'Kim Minsu');
    expect(await screen.findByText('The minimum is 1,000 KRW.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review the recharge' }));
    await waitFor(() => expect(screen.getByLabelText('Amount (KRW)')).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('confirmed, it sends the recharge with its Idempotency-Key', async () => {
    const { calls, sent } = installMoneyFetch({
      'POST /api/trade/recharges': {
        status: 201,
        body: moneyRequest({
          id: 60,
          kind: 'platform_recharge',
          currency: 'KRW',
          amount: 50000,
          fee: null,
          netAmount: null,
          convertedAmount: null,
          reflectedAmount: null,
          rate: null,
          platform: 'xpoker',
          platformId: 'kim-xp',
          reference: null,
        }),
      },
    });
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    await choosePlatform('xpoker');
    typeInto('Amount (KRW)', '50,000');
    typeInto('Depositor name', 'Kim Minsu');
    fireEvent.click(screen.getByRole('button', { name: 'Review the recharge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this recharge request?' });
    expect(dialog).toHaveTextContent('X-Poker (kim-xp)');
    expect(dialog).toHaveTextContent('50,000 KRW');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('region', { name: 'Request in progress' })).toBeInTheDocument();
    expect(figure('Request in progress', 'Platform')).toBe('X-Poker (kim-xp)');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      platform: 'xpoker',
      amount: 50000,
      depositorName: 'Kim Minsu',
    });
    expect(sent.find((r) => r.method === 'POST')?.idempotencyKey).toBeTruthy();
  });

  test("the server's own maximum is the form's: with 100 USD configured, 138,064 won is refused", async () => {
    const { calls } = installMoneyFetch(MAXIMUM_OF_100_USD);
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    await choosePlatform('xpoker');
    // 100.01 USD at 1380.5: far below the default maximum, just above the server's.
    typeInto('Amount (KRW)', '138,064');
    typeInto('Depositor name', 'Kim Minsu');
    await expectStoppedAtAmount(calls, {
      amount: 'Amount (KRW)',
      review: 'Review the recharge',
      message: ABOVE_100_USD,
    });
  });

  test('won take no decimals: 5000.5 KRW says so in whole numbers, not "at most 0 decimals"', async () => {
    installMoneyFetch();
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    await choosePlatform('xpoker');
    typeInto('Amount (KRW)', '5000.5');
    expect(
      await screen.findByText('KRW amounts are whole numbers, without decimals.'),
    ).toBeInTheDocument();
  });

  test('without a depositor name, the confirmation has no blank depositor row', async () => {
    installMoneyFetch();
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    await choosePlatform('xpoker');
    typeInto('Amount (KRW)', '50,000');
    fireEvent.click(screen.getByRole('button', { name: 'Review the recharge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this recharge request?' });
    expect(dialog).toHaveTextContent('50,000 KRW');
    expect(dialog).not.toHaveTextContent('Depositor name');
  });

  test('only registered platforms are offered; none registered, a notice', async () => {
    installMoneyFetch({
      '/api/users/info': { status: 200, body: { ...memberInfo, platforms: [] } },
    });
    renderPage(<PlatformRechargePage />, { path: '/trade/recharge' });
    expect(
      await screen.findByText('You have no platform accounts registered.'),
    ).toBeInTheDocument();
  });
});

describe('platform withdrawal', () => {
  test('before a platform is chosen, the place of the payout account says how to see it', async () => {
    installMoneyFetch();
    renderPage(<PlatformWithdrawPage />, { path: '/trade/withdraw' });
    const panel = await screen.findByRole('region', { name: 'Payout account' });
    expect(panel).toHaveTextContent('Choose a platform to see the account you will be paid to.');
    await choosePlatform('ggclub');
    expect(await screen.findByText('110123456789')).toBeInTheDocument();
    expect(
      screen.queryByText('Choose a platform to see the account you will be paid to.'),
    ).toBeNull();
  });

  test('shows the payout account and puts a wrong withdrawal password beside it', async () => {
    const { calls } = installMoneyFetch({
      'POST /api/trade/withdrawals': {
        status: 403,
        body: { error: 'money_password_incorrect', message: 'x' },
      },
    });
    renderPage(<PlatformWithdrawPage />, { path: '/trade/withdraw' });
    await choosePlatform('ggclub');
    expect(await screen.findByText('110123456789')).toBeInTheDocument();
    typeInto('Amount (USD)', '25.50');
    typeInto('Withdrawal password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Review the withdrawal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send this platform withdrawal request?',
    });
    expect(dialog).toHaveTextContent('GG Club (kim-gg)');
    expect(dialog).toHaveTextContent('25.50 USD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.getByLabelText('Withdrawal password')).toHaveFocus());
    expect(screen.getByLabelText('Withdrawal password')).toHaveAccessibleDescription(
      expect.stringContaining('The withdrawal password is incorrect.'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      platform: 'ggclub',
      amount: 25.5,
      moneyPassword: '123456',
    });
  });

  test("the server's own maximum is the form's: with 100 USD configured, 150 USD is refused", async () => {
    const { calls } = installMoneyFetch(MAXIMUM_OF_100_USD);
    renderPage(<PlatformWithdrawPage />, { path: '/trade/withdraw' });
    await choosePlatform('ggclub');
    typeInto('Amount (USD)', '150');
    typeInto('Withdrawal password', '123456');
    await expectStoppedAtAmount(calls, {
      amount: 'Amount (USD)',
      review: 'Review the withdrawal',
      message: ABOVE_100_USD,
    });
  });
});
