import { created, footprint, moneyMember, MONEY_PASSWORD } from './money-fixtures';
import {
  aboveDefaultMaximum,
  pendingCharge,
  refusalSuite,
  setAddress,
  rich,
  withdrawBody,
  type Refusal,
} from './money-refusal-runner';

jest.setTimeout(120_000);

// Every refusal of transfers and platform trade, and of decisions; a refusal changes nothing.
// Alike in shape only with the wallet's cases: each row is another refusal, run by one runner.
const cases: Refusal[] = [
  // Transfers.
  {
    name: 'a transfer to a platform the member has no account on',
    seed: { ...rich, platforms: { ggclub: 'GG-7' } },
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'xpoker', amount: 50 },
    status: 422,
    error: 'platform_not_registered',
  },
  {
    name: 'a transfer from a platform the member has no account on',
    seed: { platforms: { ggclub: 'GG-7' } },
    url: '/wallet/transfers',
    payload: { direction: 'platform_to_platform', from: 'pokernex', to: 'ggclub', amount: 5000 },
    status: 422,
    error: 'platform_not_registered',
  },
  {
    name: 'a transfer into the wallet from a platform the member has no account on',
    url: '/wallet/transfers',
    payload: { direction: 'platform_to_wallet', from: 'pokerbros', amount: 50 },
    status: 422,
    error: 'platform_not_registered',
  },
  {
    name: 'a transfer between the same platform',
    url: '/wallet/transfers',
    payload: { direction: 'platform_to_platform', from: 'xpoker', to: 'xpoker', amount: 5000 },
    status: 422,
    error: 'same_platform',
  },
  {
    name: 'a transfer of 999 won from X-Poker',
    url: '/wallet/transfers',
    payload: { direction: 'platform_to_wallet', from: 'xpoker', amount: 999 },
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a transfer of 0.70 USD to X-Poker (952 won)',
    seed: rich,
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'xpoker', amount: 0.7 },
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a transfer to X-Poker previewed at 1300 while KRW is 1380.5',
    seed: rich,
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'xpoker', amount: 50, rate: 1300 },
    status: 409,
    error: 'rate_changed',
  },
  {
    name: 'a transfer a cent above the default maximum',
    seed: rich,
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'ggclub', amount: aboveDefaultMaximum },
    status: 422,
    error: 'amount_above_maximum',
  },
  {
    name: 'a transfer above the available balance',
    seed: { balanceMinor: 4_999n },
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'ggclub', amount: 50 },
    status: 422,
    error: 'insufficient_balance',
  },
  {
    name: 'a transfer while another request is pending',
    seed: rich,
    url: '/wallet/transfers',
    payload: { direction: 'wallet_to_platform', to: 'ggclub', amount: 50 },
    status: 409,
    error: 'pending_request_exists',
    before: pendingCharge,
  },
  // Platform trade.
  {
    name: 'a platform recharge on a platform the member has no account on',
    seed: { platforms: { ggclub: 'GG-7' } },
    url: '/trade/recharges',
    payload: { platform: 'pokerbros', amount: 50 },
    status: 422,
    error: 'platform_not_registered',
  },
  {
    name: 'a platform recharge of 999 won',
    url: '/trade/recharges',
    payload: { platform: 'pokernex', amount: 999 },
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a platform recharge above the maximum (70,000,000 won)',
    url: '/trade/recharges',
    payload: { platform: 'xpoker', amount: 70_000_000 },
    status: 422,
    error: 'amount_above_maximum',
  },
  {
    name: 'a platform recharge in won while no KRW deposit address is active',
    url: '/trade/recharges',
    payload: { platform: 'xpoker', amount: 50_000 },
    status: 422,
    error: 'deposit_address_unavailable',
    before: setAddress('KRW', false),
    after: setAddress('KRW', true),
  },
  {
    name: 'a platform withdrawal with the wrong withdrawal password',
    seed: rich,
    url: '/trade/withdrawals',
    payload: { platform: 'ggclub', amount: 50, moneyPassword: '000000' },
    status: 403,
    error: 'money_password_incorrect',
  },
  {
    name: 'a platform withdrawal on a platform the member has no account on',
    seed: rich,
    url: '/trade/withdrawals',
    payload: { platform: 'pokerbros', amount: 50, moneyPassword: MONEY_PASSWORD },
    status: 422,
    error: 'platform_not_registered',
  },
  {
    name: 'a platform withdrawal a cent above the default maximum',
    seed: rich,
    url: '/trade/withdrawals',
    payload: { platform: 'ggclub', amount: aboveDefaultMaximum, moneyPassword: MONEY_PASSWORD },
    status: 422,
    error: 'amount_above_maximum',
  },
  {
    name: 'a platform withdrawal of 999 won from X-Poker',
    seed: rich,
    url: '/trade/withdrawals',
    payload: { platform: 'xpoker', amount: 999, moneyPassword: MONEY_PASSWORD },
    status: 422,
    error: 'amount_below_minimum',
  },
  {
    name: 'a platform withdrawal without a bank account',
    seed: { ...rich, bank: false },
    url: '/trade/withdrawals',
    payload: { platform: 'ggclub', amount: 50, moneyPassword: MONEY_PASSWORD },
    status: 422,
    error: 'payout_account_required',
  },
  {
    name: 'a platform withdrawal while another request is pending',
    seed: rich,
    url: '/trade/withdrawals',
    payload: { platform: 'ggclub', amount: 50, moneyPassword: MONEY_PASSWORD },
    status: 409,
    error: 'pending_request_exists',
    before: pendingCharge,
  },
];

describe('refused transfers, platform trade and decisions', () => {
  const w = refusalSuite(cases);

  it('answers 401 without a session and 403 for the other role', async () => {
    const member = await moneyMember(w().t);
    const noToken = await w().t.app.inject({
      method: 'POST',
      url: '/api/wallet/charges',
      payload: { currency: 'USD', amount: 50 },
    });
    expect(noToken.statusCode).toBe(401);
    const adminAsMember = await w().api.send(w().adminToken, '/wallet/charges', {
      currency: 'USD',
      amount: 50,
    });
    expect(adminAsMember.statusCode).toBe(403);
    expect((await w().api.get(member.token, '/admin/requests')).statusCode).toBe(403);
    expect((await w().api.send(member.token, '/admin/requests/1/approve', {})).statusCode).toBe(
      403,
    );
  });

  describe('decisions', () => {
    it('refuses a second decision: 409 already_decided, and nothing moves twice', async () => {
      const member = await moneyMember(w().t, rich);
      const request = created(
        await w().api.send(member.token, '/wallet/withdrawals', withdrawBody('USD', 100)),
      );
      expect((await w().api.approve(request.id)).statusCode).toBe(200);
      const before = await footprint(w().t, member.id);
      for (const again of [
        await w().api.approve(request.id),
        await w().api.reject(request.id, 'too late'),
        await w().api.adminCancel(request.id),
        await w().api.cancel(member.token, request.id),
      ]) {
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe('already_decided');
      }
      expect(await footprint(w().t, member.id)).toEqual(before);
    });

    it('answers 404 for a request that does not exist or is not the member’s own', async () => {
      const owner = await moneyMember(w().t);
      const other = await moneyMember(w().t);
      const request = created(
        await w().api.send(owner.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
      );
      const before = await footprint(w().t, owner.id);
      const notTheirs = await w().api.cancel(other.token, request.id);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().error).toBe('not_found');
      expect((await w().api.cancel(other.token, 999_999)).statusCode).toBe(404);
      expect((await w().api.approve(999_999)).statusCode).toBe(404);
      expect((await w().api.reject(999_999, 'no such request')).statusCode).toBe(404);
      expect(await footprint(w().t, owner.id)).toEqual(before);
      expect((await w().api.get(owner.token, '/requests/pending')).json().request.status).toBe(
        'pending',
      );
    });

    it('refuses a rejection without a memo (422) and leaves the request pending', async () => {
      const member = await moneyMember(w().t);
      const request = created(
        await w().api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }),
      );
      const before = await footprint(w().t, member.id);
      const answer = await w().api.send(w().adminToken, `/admin/requests/${request.id}/reject`, {
        adminMemo: '  ',
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().fields).toEqual({ adminMemo: 'required' });
      expect(await footprint(w().t, member.id)).toEqual(before);
    });
  });
});
