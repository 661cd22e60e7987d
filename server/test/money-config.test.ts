import {
  limitsOfMaximumUsd,
  parseRate,
  toMajor,
  USD_RATE,
  usdToCurrency,
} from '@wallet/shared/domain';
import { ConfigError, loadConfig } from '../src/config';
import { created, moneyMember, MONEY_PASSWORD } from './money-fixtures';
import { refusalSuite, rich, withdrawBody, type Refusal } from './money-refusal-runner';

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
    const limits = limitsOfMaximumUsd(100);
    if (!limits) throw new Error('100 USD is a maximum');
    const max = limits.maximumUsdMinor;
    const usd = (minor: bigint) => toMajor(minor, 'USD');
    // Won at the rate the first migration seeds: the most worth the maximum, and the least above it.
    const krwRate = parseRate('1380.5') ?? USD_RATE;
    const wonAtMax = toMajor(usdToCurrency(max, 'KRW', krwRate, 'floor'), 'KRW');
    const wonAbove = toMajor(usdToCurrency(max + 1n, 'KRW', krwRate, 'half_up'), 'KRW');
    // Every kind of request, its body made of an amount: the same calls answer the maximum.
    const kinds: Array<{
      name: string;
      url: string;
      body: (amount: number) => object;
      above: number;
      atMax: number;
    }> = [
      {
        name: 'a wallet charge',
        url: '/wallet/charges',
        body: (amount) => ({ currency: 'KRW', amount }),
        above: usd(max + 1n),
        atMax: usd(max),
      },
      {
        name: 'a wallet withdrawal',
        url: '/wallet/withdrawals',
        body: (amount) => withdrawBody('USD', amount),
        above: usd(max + 1n),
        atMax: usd(max),
      },
      {
        name: 'a transfer from the wallet to a platform',
        url: '/wallet/transfers',
        body: (amount) => ({ direction: 'wallet_to_platform', to: 'ggclub', amount }),
        above: usd(max + 1n),
        atMax: usd(max),
      },
      {
        name: 'a transfer from a won platform to the wallet',
        url: '/wallet/transfers',
        body: (amount) => ({ direction: 'platform_to_wallet', from: 'xpoker', amount }),
        above: wonAbove,
        atMax: wonAtMax,
      },
      {
        name: 'a transfer between platforms',
        url: '/wallet/transfers',
        body: (amount) => ({
          direction: 'platform_to_platform',
          from: 'ggclub',
          to: 'xpoker',
          amount,
        }),
        above: usd(max + 1n),
        atMax: usd(max),
      },
      {
        name: 'a platform recharge in won',
        url: '/trade/recharges',
        body: (amount) => ({ platform: 'pokernex', amount }),
        above: wonAbove,
        atMax: wonAtMax,
      },
      {
        name: 'a platform withdrawal in dollars',
        url: '/trade/withdrawals',
        body: (amount) => ({ platform: 'ggclub', amount, moneyPassword: MONEY_PASSWORD }),
        above: usd(max + 1n),
        atMax: usd(max),
      },
      {
        name: 'a platform withdrawal in won',
        url: '/trade/withdrawals',
        body: (amount) => ({ platform: 'xpoker', amount, moneyPassword: MONEY_PASSWORD }),
        above: wonAbove,
        atMax: wonAtMax,
      },
    ];

    const w = refusalSuite(
      kinds.map((kind): Refusal => ({
        name: `${kind.name} of ${kind.above}, over the configured maximum`,
        seed: rich,
        url: kind.url,
        payload: kind.body(kind.above),
        status: 422,
        error: 'amount_above_maximum',
        // The text names the field and the figure this server is configured with.
        message: /^The amount is above the per-request maximum of 100\.00 USD\b/,
      })),
      { config: { maxRequestUsd: 100 } },
    );

    it('publishes its maximum on GET /money-limits, without a token, for the forms to use', async () => {
      const answer = await w().t.app.inject({ url: '/api/money-limits' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ maxRequestUsd: 100 });
    });

    it.each(kinds)('accepts $name worth exactly the maximum', async (kind) => {
      const member = await moneyMember(w().t, rich);
      const request = created(await w().api.send(member.token, kind.url, kind.body(kind.atMax)));
      expect(request.amount).toBe(kind.atMax);
    });
  });
});
