import type { MoneyRequest } from '@wallet/shared/domain';
import {
  type calls,
  created,
  moneyMember,
  MONEY_PASSWORD,
  type Member,
  openMoneyApp,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('the lists of money requests', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let adminToken: string;
  let clock = new Date('2030-06-01T14:35:00Z'); // 23:35 on 1 June in Seoul
  const tick = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  let alice: Member;
  let bob: Member;
  const made: Record<string, MoneyRequest> = {};

  beforeAll(async () => {
    ({ t, api, adminToken } = await openMoneyApp({ now: () => clock }));
    alice = await moneyMember(t, {
      username: 'AliceLists',
      balanceMinor: 100_000n,
      moneyPassword: MONEY_PASSWORD,
    });
    bob = await moneyMember(t, { balanceMinor: 100_000n });

    // Alice, in order: charge (approved), withdrawal (cancelled), transfer (rejected),
    // platform recharge (approved), platform withdrawal (approved), then a pending charge.
    const step = async (name: string, url: string, payload: object, decide: string) => {
      tick(10);
      made[name] = created(await api.send(alice.token, url, payload));
      tick(1);
      const id = made[name].id;
      if (decide === 'approve') await api.approve(id);
      if (decide === 'cancel') await api.cancel(alice.token, id);
      if (decide === 'reject') await api.reject(id, 'not now');
    };
    await step('charge', '/wallet/charges', { currency: 'USD', amount: 50 }, 'approve');
    await step(
      'withdrawal',
      '/wallet/withdrawals',
      { currency: 'USD', amount: 40, moneyPassword: MONEY_PASSWORD, agreeTerms: true },
      'cancel',
    );
    // Past midnight in Seoul from here on: 2 June.
    await step(
      'transfer',
      '/wallet/transfers',
      { direction: 'wallet_to_platform', to: 'ggclub', amount: 10 },
      'reject',
    );
    await step('recharge', '/trade/recharges', { platform: 'pokernex', amount: 5000 }, 'approve');
    await step(
      'cashOut',
      '/trade/withdrawals',
      { platform: 'ggclub', amount: 5, moneyPassword: MONEY_PASSWORD },
      'approve',
    );
    await step('pendingCharge', '/wallet/charges', { currency: 'KRW', amount: 60 }, 'none');
    tick(5);
    made.bobs = created(
      await api.send(bob.token, '/wallet/transfers', {
        direction: 'platform_to_wallet',
        from: 'xpoker',
        amount: 2000,
      }),
    );
  });
  afterAll(() => t.close());

  const ids = (answer: { json(): unknown }) =>
    (answer.json() as MoneyRequest[]).map((request) => request.id);
  const id = (name: string) => made[name]?.id;

  it('lists the member’s wallet charges and withdrawals, newest first, by type, paged', async () => {
    const all = await api.get(alice.token, '/wallet/history');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([id('pendingCharge'), id('withdrawal'), id('charge')]);
    expect(all.headers['x-total-count']).toBe('3');
    expect(ids(await api.get(alice.token, '/wallet/history?type=charge'))).toEqual([
      id('pendingCharge'),
      id('charge'),
    ]);
    expect(ids(await api.get(alice.token, '/wallet/history?type=withdraw'))).toEqual([
      id('withdrawal'),
    ]);
    const page = await api.get(alice.token, '/wallet/history?limit=1&offset=1');
    expect(ids(page)).toEqual([id('withdrawal')]);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await api.get(alice.token, '/wallet/history?type=deposit')).statusCode).toBe(422);
  });

  it('lists transfers and platform trade apart, each member only their own', async () => {
    expect(ids(await api.get(alice.token, '/wallet/transfers'))).toEqual([id('transfer')]);
    expect(ids(await api.get(bob.token, '/wallet/transfers'))).toEqual([id('bobs')]);
    expect(ids(await api.get(alice.token, '/trade/history'))).toEqual([
      id('cashOut'),
      id('recharge'),
    ]);
    expect(ids(await api.get(alice.token, '/trade/history?type=recharge'))).toEqual([
      id('recharge'),
    ]);
    expect(ids(await api.get(bob.token, '/trade/history'))).toEqual([]);
    const statuses = (await api.get(alice.token, '/wallet/history')).json() as MoneyRequest[];
    expect(statuses.map((request) => request.status)).toEqual([
      'pending',
      'cancelled',
      'completed',
    ]);
  });

  it('answers the pending request of the member, or null', async () => {
    expect((await api.get(alice.token, '/requests/pending')).json()).toEqual({
      request: made.pendingCharge,
    });
    const carol = await moneyMember(t);
    expect((await api.get(carol.token, '/requests/pending')).json()).toEqual({ request: null });
  });

  it('lists every request for the administrator: pending first, then newest', async () => {
    const all = await api.get(adminToken, '/admin/requests');
    expect(all.headers['x-total-count']).toBe('7');
    expect(ids(all)).toEqual([
      id('bobs'),
      id('pendingCharge'),
      id('cashOut'),
      id('recharge'),
      id('transfer'),
      id('withdrawal'),
      id('charge'),
    ]);
  });

  it('filters by kind, status, username (any case) and Asia/Seoul days', async () => {
    const list = (query: string) => api.get(adminToken, `/admin/requests?${query}`);
    expect(ids(await list('kind=wallet_charge'))).toEqual([id('pendingCharge'), id('charge')]);
    expect(ids(await list('status=completed'))).toEqual([
      id('cashOut'),
      id('recharge'),
      id('charge'),
    ]);
    expect(ids(await list('status=pending&username=aliceLISTS'))).toEqual([id('pendingCharge')]);
    expect(ids(await list('to=2030-06-01'))).toEqual([id('withdrawal'), id('charge')]);
    expect(ids(await list('from=2030-06-02&kind=wallet_transfer'))).toEqual([
      id('bobs'),
      id('transfer'),
    ]);
    expect(ids(await list('from=2030-06-03'))).toEqual([]);
    const page = await list('limit=2&offset=1&username=AliceLists');
    expect(ids(page)).toEqual([id('cashOut'), id('recharge')]);
    expect(page.headers['x-total-count']).toBe('6');
    expect((await list('status=open')).statusCode).toBe(422);
  });
});
