import { ConfigError, loadConfig } from '../src/config';
import { type calls, created, moneyMember, openMoneyApp } from './money-fixtures';
import type { TestApp } from './support/test-app';

jest.setTimeout(120_000);

describe('MAX_REQUEST_USD: the per-request maximum (docs/product.md §1)', () => {
  it('defaults to 50,000 USD and reads the environment', () => {
    expect(loadConfig({}).maxRequestUsd).toBe(50_000);
    expect(loadConfig({ MAX_REQUEST_USD: '1000' }).maxRequestUsd).toBe(1_000);
    expect(loadConfig({ MAX_REQUEST_USD: '250.50' }).maxRequestUsd).toBe(250.5);
    expect(loadConfig({ MAX_REQUEST_USD: '' }).maxRequestUsd).toBe(50_000);
  });

  it('refuses a value it cannot read as a USD amount', () => {
    for (const raw of ['0', '-5', 'lots', '10.001', '1e6', '100000001']) {
      expect(() => loadConfig({ MAX_REQUEST_USD: raw })).toThrow(ConfigError);
    }
  });

  describe('with a maximum of 100 USD', () => {
    let t: TestApp;
    let api: ReturnType<typeof calls>;
    beforeAll(async () => {
      ({ t, api } = await openMoneyApp({ config: { maxRequestUsd: 100 } }));
    });
    afterAll(() => t.close());

    it('publishes its maximum on GET /money-limits, without a token, for the forms to use', async () => {
      const answer = await t.app.inject({ url: '/api/money-limits' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ maxRequestUsd: 100 });
    });

    it('refuses more than 100 USD, or its value, on every kind of request', async () => {
      const member = await moneyMember(t, { balanceMinor: 1_000_000n });
      const refusals = [
        await api.send(member.token, '/wallet/charges', { currency: 'KRW', amount: 100.01 }),
        await api.send(member.token, '/wallet/transfers', {
          direction: 'wallet_to_platform',
          to: 'ggclub',
          amount: 100.01,
        }),
        // 138,069 won is worth 100.01 USD at 1380.5.
        await api.send(member.token, '/wallet/transfers', {
          direction: 'platform_to_wallet',
          from: 'xpoker',
          amount: 138_069,
        }),
        await api.send(member.token, '/trade/recharges', { platform: 'pokernex', amount: 138_069 }),
      ];
      for (const answer of refusals) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json().error).toBe('amount_above_maximum');
      }
      const atTheMaximum = created(
        await api.send(member.token, '/wallet/charges', { currency: 'KRW', amount: 100 }),
      );
      expect(atTheMaximum.amount).toBe(100);
    });
  });
});
