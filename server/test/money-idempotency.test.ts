import {
  type calls,
  created,
  footprint,
  moneyMember,
  wallet,
  openMoneyApp,
} from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

// docs/product.md §10: Idempotency-Key, scoped to the member, stored with the effect.
describe('Idempotency-Key on the money-creating calls', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let clock = new Date('2030-03-01T03:00:00Z');
  beforeAll(async () => {
    ({ t, api } = await openMoneyApp({ now: () => clock }));
  });
  afterAll(() => t.close());

  const key = (name: string) => ({ 'idempotency-key': name });
  const requestsOf = async (userId: number) =>
    t.db.selectFrom('money_requests').select('id').where('user_id', '=', userId).execute();

  it('answers the same key and body with the first answer again, creating nothing more', async () => {
    const member = await moneyMember(t, { balanceMinor: 20_000n });
    const body = { direction: 'wallet_to_platform', to: 'ggclub', amount: 60 };
    const first = await api.send(member.token, '/wallet/transfers', body, key('form-1'));
    const request = created(first);
    const after = await footprint(t, member.id);

    const again = await api.send(member.token, '/wallet/transfers', body, key('form-1'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await footprint(t, member.id)).toEqual(after);
    expect(await requestsOf(member.id)).toHaveLength(1);
    expect(await wallet(t, member.id)).toEqual({ available: 14_000n, held: 6_000n });

    // The same keys in another order is the same body.
    const reordered = await api.send(
      member.token,
      '/wallet/transfers',
      { amount: 60, to: 'ggclub', direction: 'wallet_to_platform' },
      key('form-1'),
    );
    expect(reordered.json()).toEqual(request);
  });

  it('still answers the first answer after the request was decided', async () => {
    const member = await moneyMember(t);
    const body = { currency: 'USD', amount: 50 };
    const request = created(await api.send(member.token, '/wallet/charges', body, key('k')));
    expect((await api.approve(request.id)).statusCode).toBe(200);
    const after = await footprint(t, member.id);
    const again = await api.send(member.token, '/wallet/charges', body, key('k'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(request);
    expect(await footprint(t, member.id)).toEqual(after);
  });

  it('refuses the same key with another body or another call: 422 idempotency_key_reused', async () => {
    const member = await moneyMember(t);
    created(
      await api.send(member.token, '/wallet/charges', { currency: 'USD', amount: 50 }, key('k2')),
    );
    const before = await footprint(t, member.id);
    const otherBody = await api.send(
      member.token,
      '/wallet/charges',
      { currency: 'USD', amount: 51 },
      key('k2'),
    );
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().error).toBe('idempotency_key_reused');
    const otherCall = await api.send(
      member.token,
      '/trade/recharges',
      { platform: 'ggclub', amount: 50 },
      key('k2'),
    );
    expect(otherCall.json().error).toBe('idempotency_key_reused');
    expect(await footprint(t, member.id)).toEqual(before);
  });

  it('scopes keys to the member: another member may use the same key', async () => {
    const one = await moneyMember(t);
    const other = await moneyMember(t);
    const body = { currency: 'USD', amount: 70 };
    const first = created(await api.send(one.token, '/wallet/charges', body, key('shared')));
    const second = created(await api.send(other.token, '/wallet/charges', body, key('shared')));
    expect(second.id).not.toBe(first.id);
    expect(second.username).toBe(other.account.username);
  });

  it('creates one request for concurrent duplicates, and answers each with it', async () => {
    const member = await moneyMember(t, { balanceMinor: 50_000n });
    const body = { direction: 'wallet_to_platform', to: 'xpoker', amount: 100 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.send(member.token, '/wallet/transfers', body, key('double-click')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(await requestsOf(member.id)).toHaveLength(1);
    expect(await wallet(t, member.id)).toEqual({ available: 40_000n, held: 10_000n });
  });

  it('stores nothing for a refused call: the same key works once the cause is gone', async () => {
    const member = await moneyMember(t, { balanceMinor: 1_000n });
    const body = { direction: 'wallet_to_platform', to: 'ggclub', amount: 50 };
    const refused = await api.send(member.token, '/wallet/transfers', body, key('retry'));
    expect(refused.json().error).toBe('insufficient_balance');
    // Money arrives (a platform → wallet transfer approved), then the same key succeeds.
    const incoming = created(
      await api.send(member.token, '/wallet/transfers', {
        direction: 'platform_to_wallet',
        from: 'ggclub',
        amount: 50,
      }),
    );
    expect((await api.approve(incoming.id)).statusCode).toBe(200);
    expect((await api.send(member.token, '/wallet/transfers', body, key('retry'))).statusCode).toBe(
      201,
    );
  });

  it('keeps keys 24 hours; after that the key may name a new request', async () => {
    const member = await moneyMember(t);
    const body = { currency: 'USD', amount: 45 };
    const first = created(await api.send(member.token, '/wallet/charges', body, key('daily')));
    expect((await api.approve(first.id)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 23 * 3600 * 1000);
    const within = await api.send(member.token, '/wallet/charges', body, key('daily'));
    expect(within.json().id).toBe(first.id);

    clock = new Date(clock.getTime() + 2 * 3600 * 1000);
    // The member's session has ended meanwhile (24 h); a new login, then the old key is free.
    const token = await t.login(member.account);
    const later = created(await api.send(token, '/wallet/charges', body, key('daily')));
    expect(later.id).not.toBe(first.id);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', member.id)
      .execute();
    expect(keys).toEqual([{ key: 'daily' }]);
  });

  it("posts an administrator's correction once for one key: a retry answers it again", async () => {
    const member = await moneyMember(t, { balanceMinor: 10_000n });
    const adminToken = await t.login(await t.createAdmin());
    const url = `/admin/users/${member.id}/corrections`;
    const body = { amount: 12.34, reason: 'Goodwill for the outage' };
    const first = await api.send(adminToken, url, body, key('correction-1'));
    expect(first.statusCode).toBe(201);
    const after = await footprint(t, member.id);

    const again = await api.send(adminToken, url, body, key('correction-1'));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await footprint(t, member.id)).toEqual(after);
    expect(await wallet(t, member.id)).toEqual({ available: 11_234n, held: 0n });

    // The same key for another correction is refused; a new key posts a new one.
    const other = await api.send(adminToken, url, { ...body, amount: 1 }, key('correction-1'));
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('idempotency_key_reused');
    expect((await api.send(adminToken, url, body, key('correction-2'))).statusCode).toBe(201);
    expect(await wallet(t, member.id)).toEqual({ available: 12_468n, held: 0n });
  });

  it('refuses a key longer than 200 characters (422 fields)', async () => {
    const member = await moneyMember(t);
    const answer = await api.send(
      member.token,
      '/wallet/charges',
      { currency: 'USD', amount: 50 },
      key('k'.repeat(201)),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fields).toEqual({ 'idempotency-key': 'too_long' });
  });
});
