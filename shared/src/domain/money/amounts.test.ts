import { formatFlooredBalance } from '../format';
import { toMajor, toMinor, transferConverts } from './amounts';

describe('toMinor', () => {
  it('reads major units exactly from their decimal text', () => {
    expect(toMinor(123.45, 'USD')).toBe(12345n);
    expect(toMinor(0.3, 'USD')).toBe(30n);
    expect(toMinor(40, 'USD')).toBe(4000n);
    expect(toMinor(138050, 'KRW')).toBe(138050n);
    expect(toMinor(7065.66, 'PHP')).toBe(706566n);
    expect(toMinor(-12.5, 'USD')).toBe(-1250n);
  });

  it('refuses more decimals than the currency has', () => {
    expect(toMinor(40.255, 'USD')).toBeNull();
    expect(toMinor(1000.5, 'KRW')).toBeNull();
  });

  it('refuses what is not a plain finite decimal', () => {
    expect(toMinor(Number.NaN, 'USD')).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY, 'USD')).toBeNull();
    expect(toMinor(1e-7, 'USD')).toBeNull();
    expect(toMinor(1e21, 'USD')).toBeNull();
  });
});

describe('toMajor', () => {
  it('turns minor units back into major-unit numbers', () => {
    expect(toMajor(12345n, 'USD')).toBe(123.45);
    expect(toMajor(5n, 'USD')).toBe(0.05);
    expect(toMajor(-1250n, 'USD')).toBe(-12.5);
    expect(toMajor(138050n, 'KRW')).toBe(138050);
  });

  it('round-trips with toMinor', () => {
    for (const value of [0, 0.01, 0.99, 1, 39.99, 40.25, 1234.56, 49999.99]) {
      const minor = toMinor(value, 'USD');
      if (minor === null) throw new Error(`toMinor(${value}, 'USD') is missing`);
      expect(toMajor(minor, 'USD')).toBe(value);
    }
  });
});

describe('formatFlooredBalance', () => {
  it('floors to a whole dollar and adds thousands separators', () => {
    expect(formatFlooredBalance(1234567.89)).toBe('1,234,567');
    expect(formatFlooredBalance(999.99)).toBe('999');
    expect(formatFlooredBalance(0)).toBe('0');
  });
});

test('a transfer converts only when one of its ends is not in USD', () => {
  // Wallet → GG Club: USD to USD, no rate and no separate USD value.
  expect(transferConverts('USD', 'USD')).toBe(false);
  // Wallet → X-Poker and X-Poker → wallet: the KRW rate applies.
  expect(transferConverts('USD', 'KRW')).toBe(true);
  expect(transferConverts('KRW', 'USD')).toBe(true);
  expect(transferConverts('KRW', 'KRW')).toBe(true);
});
