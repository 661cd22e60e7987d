import { footprint, moneyMember, MONEY_PASSWORD } from './money-fixtures';
import {
  aboveDefaultMaximum,
  pendingCharge,
  refusalSuite,
  rich,
  setAddress,
  setUsdt,
  withdrawBody,
  type Refusal,
} from './money-refusal-runner';

jest.setTimeout(120_000);

// Every refusal of charges and withdrawals with its code and status; a refusal changes nothing.
const cases: Refusal[] = [
  // Body schema: 422 with fields.
  {
    name: 'a charge with three decimals',
    url: '/wallet/charges',
    payload: { currency: 'USD', amount: 40.001 },
    status: 422,
    error: 'validation_failed',
    fields: { amount: 'invalid' },
  },
  {
    name: 'a charge with an unknown field',
    url: '/wallet/charges',
    payload: { currency: 'USD', amount: 40, bonus: true },
    status: 422,
    error: 'validation_failed',
    fields: { bonus: 'unknown' },
  },
  {
    name: 'a KRW transfer with decimals',
    url: '/wallet/transfers',
    payload: { direction: 'platform_to_wallet', from: 'xpoker', amount: 1000.5 },
    status: 422,
    error: 'validation_failed',
    fields: { amount: 'invalid' },
  },
  {
    name: 'a withdrawal with a five-digit withdrawal password',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 100, { moneyPassword: '12345' }),
    status: 422,
    error: 'validation_failed',
    fields: { moneyPassword: 'pattern' },
  },
  {
    name: 'a withdrawal without a currency or the terms answer',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: { amount: 100, moneyPassword: MONEY_PASSWORD },
    status: 422,
    error: 'validation_failed',
    fields: { currency: 'required', agreeTerms: 'required' },
  },
  {
    name: 'a charge without a currency',
    url: '/wallet/charges',
    payload: { amount: 100 },
    status: 422,
    error: 'validation_failed',
    fields: { currency: 'required' },
  },
  {
    name: 'a charge without an amount',
    url: '/wallet/charges',
    payload: { currency: 'USD' },
    status: 422,
    error: 'validation_failed',
    fields: { amount: 'required' },
  },
  // Charges.
  {
    name: 'a charge without bank details',
    seed: { bank: false },
    url: '/wallet/charges',
    payload: { currency: 'KRW', amount: 100 },
    status: 422,
    error: 'bank_info_required',
  },
  {
    name: 'a USDT charge while USDT is unavailable',
    url: '/wallet/charges',
    payload: { currency: 'USDT', amount: 100 },
    status: 422,
    error: 'rate_unavailable',
    before: setUsdt(false),
    after: setUsdt(true),
  },
  {
    name: 'a charge with no active deposit address',
    url: '/wallet/charges',
    payload: { currency: 'PHP', amount: 100 },
    status: 422,
    error: 'deposit_address_unavailable',
    before: setAddress('PHP', false),
    after: setAddress('PHP', true),
  },
  {
    name: 'a charge of 39.99',
    url: '/wallet/charges',
    payload: { currency: 'USD', amount: 39.99 },
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a charge a cent above the default maximum',
    url: '/wallet/charges',
    payload: { currency: 'KRW', amount: aboveDefaultMaximum },
    status: 422,
    error: 'amount_above_maximum',
  },
  {
    name: 'a charge previewed at 1300 while KRW is 1380.5',
    url: '/wallet/charges',
    payload: { currency: 'KRW', amount: 100, rate: 1300 },
    status: 409,
    error: 'rate_changed',
  },
  {
    name: 'a charge with a rate that is not positive',
    url: '/wallet/charges',
    payload: { currency: 'KRW', amount: 100, rate: 0 },
    status: 422,
    error: 'validation_failed',
    fields: { rate: 'invalid' },
  },
  {
    name: 'a charge while another request is pending',
    url: '/wallet/charges',
    payload: { currency: 'USD', amount: 60 },
    status: 409,
    error: 'pending_request_exists',
    before: pendingCharge,
  },
  // Withdrawals.
  {
    name: 'a withdrawal without the terms accepted',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 100, { agreeTerms: false }),
    status: 422,
    error: 'terms_not_accepted',
  },
  {
    name: 'a KRW withdrawal without a bank account',
    seed: { ...rich, bank: false },
    url: '/wallet/withdrawals',
    payload: withdrawBody('KRW', 100),
    status: 422,
    error: 'payout_account_required',
  },
  {
    name: 'a PHP withdrawal without a peso account',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('PHP', 100),
    status: 422,
    error: 'payout_account_required',
  },
  {
    name: 'a USDT withdrawal without a wallet address',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USDT', 100),
    status: 422,
    error: 'payout_account_required',
  },
  {
    name: 'a USDT withdrawal while USDT is unavailable',
    seed: { ...rich, usdtWallet: true },
    url: '/wallet/withdrawals',
    payload: withdrawBody('USDT', 100),
    status: 422,
    error: 'rate_unavailable',
    before: setUsdt(false),
    after: setUsdt(true),
  },
  {
    name: 'a withdrawal of 39.99',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 39.99),
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a withdrawal above the maximum',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', aboveDefaultMaximum),
    status: 422,
    error: 'amount_above_maximum',
  },
  {
    name: 'a withdrawal above the available balance',
    seed: { balanceMinor: 9_999n, moneyPassword: MONEY_PASSWORD },
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 100),
    status: 422,
    error: 'insufficient_balance',
  },
  {
    name: 'a withdrawal previewed at 1300 while KRW is 1380.5',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('KRW', 100, { rate: 1300 }),
    status: 409,
    error: 'rate_changed',
  },
  {
    name: 'a withdrawal with the wrong withdrawal password',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 100, { moneyPassword: '000000' }),
    status: 403,
    error: 'money_password_incorrect',
  },
  {
    name: 'a withdrawal while a charge is pending',
    seed: rich,
    url: '/wallet/withdrawals',
    payload: withdrawBody('USD', 100),
    status: 409,
    error: 'pending_request_exists',
    before: pendingCharge,
  },
];

describe('refused charges and withdrawals', () => {
  const w = refusalSuite(cases);

  it('checks the rules that cost nothing before the withdrawal password, which is not counted', async () => {
    const member = await moneyMember(w().t, rich);
    const answer = await w().api.send(
      member.token,
      '/wallet/withdrawals',
      withdrawBody('USD', 39.99, { moneyPassword: '000000' }),
    );
    expect(answer.json().error).toBe('amount_below_minimum');
    const row = await w()
      .t.db.selectFrom('users')
      .select('money_password_failures')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.money_password_failures).toBe(0);
  });

  it('refuses a pending request or a short balance before the withdrawal password is tried', async () => {
    const failures = async (id: number) =>
      (
        await w()
          .t.db.selectFrom('users')
          .select('money_password_failures')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).money_password_failures;
    const poor = await moneyMember(w().t, { balanceMinor: 9_999n, moneyPassword: MONEY_PASSWORD });
    const short = await w().api.send(
      poor.token,
      '/wallet/withdrawals',
      withdrawBody('USD', 100, { moneyPassword: '000000' }),
    );
    expect([short.statusCode, short.json().error]).toEqual([422, 'insufficient_balance']);
    expect(await failures(poor.id)).toBe(0);

    const busy = await moneyMember(w().t, rich);
    await pendingCharge(w(), busy);
    const second = await w().api.send(
      busy.token,
      '/wallet/withdrawals',
      withdrawBody('USD', 100, { moneyPassword: '000000' }),
    );
    expect([second.statusCode, second.json().error]).toEqual([409, 'pending_request_exists']);
    expect(await failures(busy.id)).toBe(0);
  });

  it('refuses a stale preview rate before the withdrawal password is tried', async () => {
    const member = await moneyMember(w().t, rich);
    const answer = await w().api.send(
      member.token,
      '/wallet/withdrawals',
      withdrawBody('KRW', 100, { rate: 1300, moneyPassword: '000000' }),
    );
    expect([answer.statusCode, answer.json().error]).toEqual([409, 'rate_changed']);
    const row = await w()
      .t.db.selectFrom('users')
      .select('money_password_failures')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.money_password_failures).toBe(0);
  });

  it('locks withdrawals after five wrong withdrawal passwords: 429 money_password_locked', async () => {
    const member = await moneyMember(w().t, rich);
    const wrong = () =>
      w().api.send(
        member.token,
        '/wallet/withdrawals',
        withdrawBody('USD', 100, { moneyPassword: '000000' }),
      );
    for (let i = 0; i < 4; i += 1) expect((await wrong()).statusCode).toBe(403);
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe('money_password_locked');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const before = await footprint(w().t, member.id);
    const right = await w().api.send(member.token, '/wallet/withdrawals', withdrawBody('USD', 100));
    expect(right.statusCode).toBe(429);
    expect(await footprint(w().t, member.id)).toEqual(before);
  });
});
