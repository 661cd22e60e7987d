import type { MoneyRequest } from '@wallet/shared/domain';
import {
  type calls,
  created,
  footprint,
  moneyMember,
  MONEY_PASSWORD,
  openMoneyApp,
} from './money-fixtures';
import { bearer, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

/** The figures of a request, without what differs between two members' requests. */
function figures(request: MoneyRequest) {
  const {
    id: _id,
    username: _username,
    reference: _reference,
    requestedAt: _requestedAt,
    ...rest
  } = request;
  return rest;
}

// docs/product.md §1: the rate the member's preview used travels with the request. The same rate
// changes nothing; a rate the administrator changed in between is 409 rate_changed.
describe('the previewed rate locks the figures of a request', () => {
  let t: TestApp;
  let api: ReturnType<typeof calls>;
  let adminToken: string;
  beforeAll(async () => {
    ({ t, api, adminToken } = await openMoneyApp());
  });
  afterAll(() => t.close());

  const setKrw = async (KRW: number) => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: bearer(adminToken),
      payload: { rates: { KRW, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
    });
    expect(answer.statusCode).toBe(200);
  };

  it('makes a charge with the current rate exactly as one without a rate', async () => {
    const plain = created(
      await api.send((await moneyMember(t)).token, '/wallet/charges', {
        currency: 'KRW',
        amount: 100,
      }),
    );
    const locked = created(
      await api.send((await moneyMember(t)).token, '/wallet/charges', {
        currency: 'KRW',
        amount: 100,
        rate: 1380.5,
      }),
    );
    expect(locked).toMatchObject({ convertedAmount: 138050, fee: 2, reflectedAmount: 98 });
    expect(figures(locked)).toEqual(figures(plain));
  });

  it('makes a withdrawal and a KRW transfer with the current rate', async () => {
    const member = await moneyMember(t, {
      balanceMinor: 10_000_000n,
      moneyPassword: MONEY_PASSWORD,
    });
    const withdrawal = created(
      await api.send(member.token, '/wallet/withdrawals', {
        currency: 'KRW',
        amount: 100,
        moneyPassword: MONEY_PASSWORD,
        agreeTerms: true,
        rate: 1380.5,
      }),
    );
    expect(withdrawal).toMatchObject({ fee: 3, netAmount: 97, convertedAmount: 133908 });
    expect((await api.cancel(member.token, withdrawal.id)).statusCode).toBe(200);

    const transfer = created(
      await api.send(member.token, '/wallet/transfers', {
        direction: 'wallet_to_platform',
        to: 'xpoker',
        amount: 50,
        rate: 1380.5,
      }),
    );
    expect(transfer).toMatchObject({ fee: 1, expectedAmount: 67644, rate: 1380.5 });
  });

  it('ignores the rate of a transfer between USD places, which no rate moves', async () => {
    const member = await moneyMember(t, { balanceMinor: 10_000_000n });
    const transfer = created(
      await api.send(member.token, '/wallet/transfers', {
        direction: 'wallet_to_platform',
        to: 'ggclub',
        amount: 50,
        rate: 1300,
      }),
    );
    expect(transfer).toMatchObject({ fee: 1, expectedAmount: 49, rate: 1 });
  });

  it('refuses the old rate after the administrator changes it, and takes the new one', async () => {
    const member = await moneyMember(t);
    await setKrw(1400);
    try {
      const before = await footprint(t, member.id);
      const stale = await api.send(
        member.token,
        '/wallet/charges',
        { currency: 'KRW', amount: 100, rate: 1380.5 },
        { 'idempotency-key': 'rate-lock-1' },
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        error: 'rate_changed',
        message:
          'The exchange rate changed since you looked; check the new figures and confirm again',
      });
      expect(await footprint(t, member.id)).toEqual(before);

      // The member confirms the new figures; a fresh body is a fresh request.
      const fresh = created(
        await api.send(
          member.token,
          '/wallet/charges',
          { currency: 'KRW', amount: 100, rate: 1400 },
          { 'idempotency-key': 'rate-lock-2' },
        ),
      );
      expect(fresh).toMatchObject({ convertedAmount: 140000, rate: 1400 });
    } finally {
      await setKrw(1380.5);
    }
  });
});
