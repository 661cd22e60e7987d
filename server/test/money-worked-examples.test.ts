import {
  accountBalance,
  type calls,
  created,
  entriesOf,
  expectLedgerReconciles,
  house,
  moneyMember,
  MONEY_PASSWORD,
  wallet,
  openMoneyApp,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

// docs/product.md §2 "Worked examples (tests hold exactly these)", through the API: the 201 answers
// carry exactly the figures, and approval moves the balances by exactly those figures.
describe('the worked examples of docs/product.md §2, through the API', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  beforeAll(async () => {
    ({ t, api } = await openMoneyApp());
  });
  afterAll(() => t.close());

  const charge = async (currency: string, amount: number) => {
    const member = await moneyMember(t);
    const request = created(await api.send(member.token, '/wallet/charges', { currency, amount }));
    return { member, request };
  };
  const transfer = async (token: string, body: object) =>
    created(await api.send(token, '/wallet/transfers', body));

  it('charge 100.00 USD via KRW at 1380.5 → converted 138,050 KRW, fee 2.00, reflected 98.00', async () => {
    const { member, request } = await charge('KRW', 100);
    expect(request).toMatchObject({
      kind: 'wallet_charge',
      status: 'pending',
      username: member.account.username,
      currency: 'KRW',
      amount: 100,
      convertedAmount: 138050,
      fee: 2,
      reflectedAmount: 98,
      rate: 1380.5,
      reference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      processedAt: null,
    });
    // Nothing moves until the administrator sees the deposit.
    expect(await wallet(t, member.id)).toEqual({ available: 0n, held: 0n });
    const fees = await accountBalance(t, house.feeIncome);
    const deposits = await accountBalance(t, house.depositsUsd);

    const approved = await api.approve(request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'completed', reflectedAmount: 98 });
    expect(await wallet(t, member.id)).toEqual({ available: 9_800n, held: 0n });
    expect(await accountBalance(t, house.feeIncome)).toBe(fees + 200n);
    expect(await accountBalance(t, house.depositsUsd)).toBe(deposits - 10_000n);
    expect(await entriesOf(t, request.id)).toEqual({
      charge_approved: [
        'deposits_clearing:USD -10000',
        'fee_income:USD 200',
        `member:${member.id}:available 9800`,
      ],
    });
  });

  it.each([
    {
      example:
        'charge 123.45 USD via PHP at 57.235 → converted 7,065.66 PHP, fee 2.47, reflected 120.98',
      currency: 'PHP',
      amount: 123.45,
      figures: { convertedAmount: 7065.66, fee: 2.47, reflectedAmount: 120.98, rate: 57.235 },
      available: 12_098n,
    },
    {
      example: 'charge 40.25 USD via USD → fee 0.81 (0.805 rounds half up), reflected 39.44',
      currency: 'USD',
      amount: 40.25,
      figures: { convertedAmount: 40.25, fee: 0.81, reflectedAmount: 39.44, rate: 1 },
      available: 3_944n,
    },
  ])('$example', async ({ currency, amount, figures, available }) => {
    const { member, request } = await charge(currency, amount);
    expect(request).toMatchObject({ currency, amount, ...figures });
    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available, held: 0n });
  });

  it('withdraw 100.00 USD to KRW at 1380.5 → fee 3.00, net 97.00, converted 133,908 KRW', async () => {
    const member = await moneyMember(t, { balanceMinor: 15_000n, moneyPassword: MONEY_PASSWORD });
    const answer = await api.send(member.token, '/wallet/withdrawals', {
      currency: 'KRW',
      amount: 100,
      moneyPassword: MONEY_PASSWORD,
      agreeTerms: true,
    });
    const request = created(answer);
    expect(request).toMatchObject({
      kind: 'wallet_withdraw',
      currency: 'KRW',
      amount: 100,
      fee: 3,
      netAmount: 97,
      convertedAmount: 133908,
      reflectedAmount: 100,
      rate: 1380.5,
    });
    // Held at once.
    expect(await wallet(t, member.id)).toEqual({ available: 5_000n, held: 10_000n });
    const fees = await accountBalance(t, house.feeIncome);
    const out = await accountBalance(t, house.withdrawalsUsd);

    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 5_000n, held: 0n });
    expect(await accountBalance(t, house.feeIncome)).toBe(fees + 300n);
    expect(await accountBalance(t, house.withdrawalsUsd)).toBe(out + 9_700n);
    expect(await entriesOf(t, request.id)).toEqual({
      withdrawal_hold: [`member:${member.id}:available -10000`, `member:${member.id}:held 10000`],
      withdrawal_paid: [
        'fee_income:USD 300',
        `member:${member.id}:held -10000`,
        'withdrawals_clearing:USD 9700',
      ],
    });
  });

  it('withdraw 40.00 USD to USDT at 1.0 → fee 0.80, net 39.20, converted 39.20 USDT', async () => {
    const member = await moneyMember(t, {
      balanceMinor: 4_000n,
      moneyPassword: MONEY_PASSWORD,
      usdtWallet: true,
    });
    const request = created(
      await api.send(member.token, '/wallet/withdrawals', {
        currency: 'USDT',
        amount: 40,
        moneyPassword: MONEY_PASSWORD,
        agreeTerms: true,
      }),
    );
    expect(request).toMatchObject({ fee: 0.8, netAmount: 39.2, convertedAmount: 39.2, rate: 1 });
    expect(await wallet(t, member.id)).toEqual({ available: 0n, held: 4_000n });
    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 0n, held: 0n });
  });

  // The transfers below are alike in shape only: each example moves other accounts and entries.
  it('transfer 50.00 USD wallet → X-Poker at 1380.5 → fee 1.00, net 49.00, expected 67,644 won', async () => {
    const member = await moneyMember(t, { balanceMinor: 6_000n });
    const request = await transfer(member.token, {
      direction: 'wallet_to_platform',
      to: 'xpoker',
      amount: 50,
    });
    expect(request).toMatchObject({
      kind: 'wallet_transfer',
      direction: 'wallet_to_platform',
      from: 'wallet',
      to: 'xpoker',
      currency: 'USD',
      amount: 50,
      fee: 1,
      netAmount: 49,
      convertedAmount: 50,
      expectedAmount: 67644,
      wallet: -50,
      recordType: 'withdrawal',
      platform: 'xpoker',
      platformId: 'XP-1',
      rate: 1380.5,
    });
    expect(await wallet(t, member.id)).toEqual({ available: 1_000n, held: 5_000n });
    const xpoker = await accountBalance(t, 'platform:xpoker');

    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 1_000n, held: 0n });
    expect(await accountBalance(t, 'platform:xpoker')).toBe(xpoker + 67_644n);
    expect(await entriesOf(t, request.id)).toEqual({
      transfer_hold: [`member:${member.id}:available -5000`, `member:${member.id}:held 5000`],
      transfer_completed: [
        'fee_income:USD 100',
        `member:${member.id}:held -5000`,
        'platform:xpoker 67644',
        'withdrawals_clearing:KRW -67644',
        'withdrawals_clearing:USD 4900',
      ],
    });
  });

  it('transfer 10,000 won X-Poker → wallet → value 7.24, fee 0.14, expected 7.10', async () => {
    const member = await moneyMember(t);
    const request = await transfer(member.token, {
      direction: 'platform_to_wallet',
      from: 'xpoker',
      amount: 10000,
    });
    expect(request).toMatchObject({
      direction: 'platform_to_wallet',
      from: 'xpoker',
      to: 'wallet',
      currency: 'KRW',
      amount: 10000,
      convertedAmount: 7.24,
      fee: 0.14,
      expectedAmount: 7.1,
      wallet: 7.1,
      recordType: 'deposit',
    });
    // Nothing is held: the chips are on the platform until the administrator moves them.
    expect(await wallet(t, member.id)).toEqual({ available: 0n, held: 0n });
    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 710n, held: 0n });
    expect(await entriesOf(t, request.id)).toEqual({
      transfer_completed: [
        'deposits_clearing:KRW 10000',
        'deposits_clearing:USD -724',
        'fee_income:USD 14',
        `member:${member.id}:available 710`,
        'platform:xpoker -10000',
      ],
    });
  });

  it('between platforms: 10.00 USD GG Club → X-Poker → fee 0.20, expected 13,528 won; the wallet does not move', async () => {
    const member = await moneyMember(t, { balanceMinor: 100n });
    const request = await transfer(member.token, {
      direction: 'platform_to_platform',
      from: 'ggclub',
      to: 'xpoker',
      amount: 10,
    });
    expect(request).toMatchObject({
      currency: 'USD',
      fee: 0.2,
      expectedAmount: 13528,
      wallet: 0,
      recordType: 'exchange',
    });
    expect((await api.approve(request.id)).statusCode).toBe(200);
    expect(await wallet(t, member.id)).toEqual({ available: 100n, held: 0n });
    expect(await entriesOf(t, request.id)).toEqual({
      transfer_completed: [
        'fee_income:USD 20',
        'platform:ggclub -1000',
        'platform:xpoker 13528',
        'withdrawals_clearing:KRW -13528',
        'withdrawals_clearing:USD 980',
      ],
    });
  });

  it('charge 39.99 USD → 422 amount_below_minimum', async () => {
    const member = await moneyMember(t);
    const answer = await api.send(member.token, '/wallet/charges', {
      currency: 'USD',
      amount: 39.99,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'amount_below_minimum' });
  });

  it('transfer 0.70 USD → X-Poker → 422 amount_below_minimum (under 1,000 won)', async () => {
    const member = await moneyMember(t, { balanceMinor: 1_000n });
    const answer = await api.send(member.token, '/wallet/transfers', {
      direction: 'wallet_to_platform',
      to: 'xpoker',
      amount: 0.7,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ error: 'amount_below_minimum' });
    expect(await wallet(t, member.id)).toEqual({ available: 1_000n, held: 0n });
  });

  it('leaves a ledger where every entry balances and every balance is its lines', async () => {
    await expectLedgerReconciles(t);
  });
});
