import { firstDepositBonus } from './bonus';
import { feeFor } from './fees';
import { parseRate, appliedRate, rateToNumber, usdToCurrency, currencyToUsd } from './rates';
import { quoteCharge, quotePlatformTrade, quoteTransfer, quoteWithdrawal } from './quotes';
import { DEFAULT_LIMITS } from './limits';
import type { Platform } from '../platforms';

const rate = (text: string) => {
  const parsed = parseRate(text);
  if (parsed === null) throw new Error(`bad rate ${text}`);
  return parsed;
};
const KRW = rate('1380.5');
const PHP = rate('57.235');
const USDT = rate('1.0');
const USD = rate('1');

// docs/product.md §2, "Worked examples (tests hold exactly these)".
describe('the worked examples of docs/product.md §2', () => {
  it('charge 100.00 USD via KRW at 1380.5 → converted 138,050 KRW, fee 2.00, reflected 98.00', () => {
    expect(quoteCharge({ currency: 'KRW', amount: 10_000n, rate: KRW }, DEFAULT_LIMITS)).toEqual({
      currency: 'KRW',
      amount: 10_000n,
      fee: 200n,
      reflected: 9_800n,
      converted: 138_050n,
      refusal: null,
    });
  });

  // Each example: what the member asks for and the figures the quote must give for it.
  it.each([
    {
      example:
        'charge 123.45 USD via PHP at 57.235 → converted 7,065.66 PHP, fee 2.47, reflected 120.98',
      quote: () => quoteCharge({ currency: 'PHP', amount: 12_345n, rate: PHP }, DEFAULT_LIMITS),
      figures: { converted: 706_566n, fee: 247n, reflected: 12_098n },
    },
    {
      example: 'charge 40.25 USD via USD → fee 0.81 (0.805 rounds half up), reflected 39.44',
      quote: () => quoteCharge({ currency: 'USD', amount: 4_025n, rate: USD }, DEFAULT_LIMITS),
      figures: { fee: 81n, reflected: 3_944n, converted: 4_025n, refusal: null },
    },
    {
      example: 'withdraw 100.00 USD to KRW at 1380.5 → fee 3.00, net 97.00, converted 133,908 KRW',
      quote: () => quoteWithdrawal({ currency: 'KRW', amount: 10_000n, rate: KRW }, DEFAULT_LIMITS),
      figures: { fee: 300n, net: 9_700n, converted: 133_908n },
    },
    {
      example: 'withdraw 40.00 USD to USDT at 1.0 → fee 0.80, net 39.20, converted 39.20 USDT',
      quote: () =>
        quoteWithdrawal({ currency: 'USDT', amount: 4_000n, rate: USDT }, DEFAULT_LIMITS),
      figures: { fee: 80n, net: 3_920n, converted: 3_920n, refusal: null },
    },
    {
      example:
        'transfer 50.00 USD wallet → X-Poker at 1380.5 → fee 1.00, net 49.00, expected 67,644 won',
      quote: () =>
        quoteTransfer(
          { from: 'wallet', to: 'xpoker', amount: 5_000n, krwRate: KRW },
          DEFAULT_LIMITS,
        ),
      figures: {
        direction: 'wallet_to_platform',
        currency: 'USD',
        targetCurrency: 'KRW',
        value: 5_000n,
        fee: 100n,
        expected: 67_644n,
        walletChange: -5_000n,
        recordType: 'withdrawal',
        rate: KRW,
        refusal: null,
      },
    },
    {
      example:
        'transfer 10,000 won X-Poker → wallet → value 7.24, fee 0.14, expected 7.10 (not 7.09)',
      quote: () =>
        quoteTransfer(
          { from: 'xpoker', to: 'wallet', amount: 10_000n, krwRate: KRW },
          DEFAULT_LIMITS,
        ),
      figures: {
        direction: 'platform_to_wallet',
        currency: 'KRW',
        targetCurrency: 'USD',
        value: 724n,
        fee: 14n,
        expected: 710n,
        walletChange: 710n,
        recordType: 'deposit',
        refusal: null,
      },
    },
  ])('$example', ({ quote, figures }) => {
    expect(quote()).toMatchObject(figures);
  });

  it('charge 39.99 USD → refused (minimum 40)', () => {
    expect(
      quoteCharge({ currency: 'USD', amount: 3_999n, rate: USD }, DEFAULT_LIMITS).refusal,
    ).toBe('amount_below_minimum');
    expect(
      quoteCharge({ currency: 'USD', amount: 4_000n, rate: USD }, DEFAULT_LIMITS).refusal,
    ).toBeNull();
  });

  it('transfer 0.70 USD → X-Poker → refused (under 1,000 won)', () => {
    const quote = quoteTransfer(
      { from: 'wallet', to: 'xpoker', amount: 70n, krwRate: KRW },
      DEFAULT_LIMITS,
    );
    expect(quote.expected).toBe(952n);
    expect(quote.refusal).toBe('amount_below_minimum');
  });
});

describe('the rules around the examples', () => {
  it('makes fee + net = amount exactly, for every cent up to 1,000 USD', () => {
    for (let cents = 1n; cents <= 100_000n; cents += 7n) {
      for (const currency of ['USD', 'KRW'] as const) {
        const quote = quoteWithdrawal({ currency, amount: cents, rate: KRW }, DEFAULT_LIMITS);
        expect(quote.fee + quote.net).toBe(cents);
      }
    }
  });

  it('takes 3% only on KRW withdrawals', () => {
    expect(feeFor('wallet_withdraw', 'KRW', 10_000n)).toBe(300n);
    expect(feeFor('wallet_withdraw', 'PHP', 10_000n)).toBe(200n);
    expect(feeFor('wallet_charge', 'KRW', 10_000n)).toBe(200n);
    expect(feeFor('wallet_transfer', 'USD', 10_000n)).toBe(200n);
  });

  it('never pays out more than the value: withdrawals and transfers round down', () => {
    // 97.00 × 1380.5 = 133,908.5 → 133,908, never 133,909.
    expect(usdToCurrency(9_700n, 'KRW', KRW, 'floor')).toBe(133_908n);
    expect(usdToCurrency(9_700n, 'KRW', KRW, 'half_up')).toBe(133_909n);
    expect(currencyToUsd(10_000n, 'KRW', KRW)).toBe(724n);
  });

  it('stays exact where a float would not: 50,000 USD at a rate with six decimals', () => {
    const odd = rate('1234.567891');
    // 5,000,000 cents × 1234.567891 = 61,728,394.55 won → half up 61,728,395.
    expect(usdToCurrency(5_000_000n, 'KRW', odd, 'half_up')).toBe(61_728_395n);
    // A product far past 2^53 is still exact.
    expect(usdToCurrency(900_719_925_474_099n, 'PHP', PHP, 'floor')).toBe(
      (900_719_925_474_099n * 57_235_000n * 100n) / 100_000_000n,
    );
  });

  it('refuses a withdrawal above the available balance and above the maximum', () => {
    expect(
      quoteWithdrawal(
        { currency: 'USD', amount: 10_001n, rate: USD, available: 10_000n },
        DEFAULT_LIMITS,
      ).refusal,
    ).toBe('insufficient_balance');
    expect(
      quoteWithdrawal({ currency: 'USD', amount: 5_000_001n, rate: USD }, DEFAULT_LIMITS).refusal,
    ).toBe('amount_above_maximum');
    expect(
      quoteWithdrawal({ currency: 'USD', amount: 10_001n, rate: USD }, { maximumUsdMinor: 10_000n })
        .refusal,
    ).toBe('amount_above_maximum');
  });

  it('transfers between platforms take the fee in USD and convert to the target', () => {
    // 10,000 won → 7.24 USD, fee 0.14, 7.10 on GG Club.
    const toUsd = quoteTransfer(
      { from: 'pokernex', to: 'ggclub', amount: 10_000n, krwRate: KRW },
      DEFAULT_LIMITS,
    );
    expect(toUsd).toMatchObject({
      direction: 'platform_to_platform',
      expected: 710n,
      walletChange: 0n,
      recordType: 'exchange',
    });
    // 10.00 USD → fee 0.20 → 9.80 × 1380.5 = 13,528.9 → 13,528 won.
    const toKrw = quoteTransfer(
      { from: 'ggclub', to: 'xpoker', amount: 1_000n, krwRate: KRW },
      DEFAULT_LIMITS,
    );
    expect([toKrw.value, toKrw.fee, toKrw.expected]).toEqual([1_000n, 20n, 13_528n]);
    expect(
      quoteTransfer({ from: 'xpoker', to: 'xpoker', amount: 5_000n, krwRate: KRW }, DEFAULT_LIMITS)
        .refusal,
    ).toBe('same_platform');
  });

  it('holds every platform minimum: 1,000 won leaving, 1.00 USD reaching', () => {
    const transfer = (input: Omit<Parameters<typeof quoteTransfer>[0], 'krwRate'>) =>
      quoteTransfer({ ...input, krwRate: KRW }, DEFAULT_LIMITS).refusal;
    const trade = (platform: Platform, amount: bigint) =>
      quotePlatformTrade({ platform, amount, krwRate: KRW }, DEFAULT_LIMITS).refusal;
    expect([
      transfer({ from: 'xpoker', to: 'wallet', amount: 999n }),
      transfer({ from: 'xpoker', to: 'wallet', amount: 1_000n }),
      transfer({ from: 'wallet', to: 'ggclub', amount: 101n }),
      transfer({ from: 'wallet', to: 'ggclub', amount: 103n }),
      transfer({ from: 'wallet', to: 'ggclub', amount: 5_000n, available: 4_999n }),
      trade('pokernex', 999n),
      trade('pokerbros', 100n),
      trade('xpoker', 70_000_000n),
    ]).toEqual([
      'amount_below_minimum',
      null,
      'amount_below_minimum',
      null,
      'insufficient_balance',
      'amount_below_minimum',
      null,
      'amount_above_maximum',
    ]);
  });

  it('reads rates exactly from their text and refuses more than six decimals', () => {
    expect(parseRate('1380.500000')).toBe(1_380_500_000n);
    expect(parseRate(57.235)).toBe(57_235_000n);
    expect(parseRate('0.0000001')).toBeNull();
    expect(parseRate('0')).toBeNull();
    expect(parseRate(-1)).toBeNull();
    expect(parseRate(Number.NaN)).toBeNull();
    expect(rateToNumber(1_380_500_000n)).toBe(1380.5);
  });

  it('shows the applied rate with the fee folded in: converted ÷ reflected', () => {
    // 138,050 won for 98.00 USD credited → 1,408.6735 won per USD.
    expect(appliedRate(138_050n, 'KRW', 9_800n)).toBe('1408.6735');
    expect(appliedRate(3_920n, 'USDT', 4_000n)).toBe('0.9800');
  });

  it('pays the first-deposit bonus only on 100–5,000 USD, half up to the cent', () => {
    expect(firstDepositBonus(9_999n, 1_000n)).toBe(0n);
    expect(firstDepositBonus(10_000n, 1_000n)).toBe(1_000n);
    // 123.45 × 12.5% = 15.43125 → 15.43.
    expect(firstDepositBonus(12_345n, 1_250n)).toBe(1_543n);
    // 110.00 × 0.05% = 0.055 → 0.06 (half up).
    expect(firstDepositBonus(11_000n, 5n)).toBe(6n);
    expect(firstDepositBonus(500_000n, 10_000n)).toBe(500_000n);
    expect(firstDepositBonus(500_001n, 10_000n)).toBe(0n);
  });
});
