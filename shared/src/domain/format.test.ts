import {
  formatAmount,
  formatCount,
  formatFigure,
  formatFlooredBalance,
  formatMinor,
  formatPercentFigure,
  formatRate,
  formatRateMicro,
  formatRateText,
  formatSignedAmount,
  formatUsdAmount,
  NONE,
  numberFormatsFor,
} from './format';
import { LANGUAGES } from './roles';

/** The space between a figure and its code, which a line never breaks at. */
const NBSP = '\u00a0';

describe.each([...LANGUAGES])('in %s', (language) => {
  // The four interface languages write thousands and decimals alike.
  it('writes an amount with its currency decimals and code, never split from the figure', () => {
    expect(formatAmount(1234.5, 'USD', language)).toBe(`1,234.50${NBSP}USD`);
    expect(formatAmount(138050, 'KRW', language)).toBe(`138,050${NBSP}KRW`);
    expect(formatAmount(7065.66, 'PHP', language)).toBe(`7,065.66${NBSP}PHP`);
    expect(formatAmount(0, 'USDT', language)).toBe(`0.00${NBSP}USDT`);
    expect(formatAmount(null, 'USD', language)).toBe(NONE);
  });

  it('writes minor units, signs and bare figures the same way', () => {
    expect(formatMinor(12345n, 'USD', language)).toBe(`123.45${NBSP}USD`);
    expect(formatMinor(1000n, 'KRW', language)).toBe(`1,000${NBSP}KRW`);
    expect(formatSignedAmount(7.1, 'USD', language)).toBe(`+7.10${NBSP}USD`);
    expect(formatSignedAmount(-1250, 'USD', language)).toBe(`−1,250.00${NBSP}USD`);
    expect(formatSignedAmount(0, 'USD', language)).toBe(`0.00${NBSP}USD`);
    expect(formatFigure(138050, 'KRW', language)).toBe('138,050');
    expect(formatUsdAmount(1234.5, language)).toBe('1,234.50');
  });

  it('writes rates as entered, counts whole and the balance floored', () => {
    expect(formatRate(1380.5, language)).toBe('1,380.5');
    expect(formatRate(0.000725, language)).toBe('0.000725');
    expect(formatRateMicro(1_380_500_000n, language)).toBe('1,380.5');
    expect(formatRateText('1408.6700', language)).toBe('1,408.6700');
    expect(formatRateText('1408', language)).toBe('1,408');
    expect(formatCount(1234567, language)).toBe('1,234,567');
    expect(formatPercentFigure(12.5, language)).toBe('12.50');
    expect(formatFlooredBalance(1234567.89, language)).toBe('1,234,567');
  });
});

test('without a language the formats are English, as the server writes them', () => {
  expect(formatAmount(1234.5, 'USD')).toBe(`1,234.50${NBSP}USD`);
  expect(formatRate(1380.5)).toBe('1,380.5');
  expect(formatFlooredBalance(999.99)).toBe('999');
});

// No interface language writes numbers otherwise, so German stands in to show the argument counts.
test('the separators follow the locale it is given', () => {
  expect(formatAmount(1234.56, 'USD', 'de')).toBe(`1.234,56${NBSP}USD`);
  expect(formatRate(1380.5, 'de')).toBe('1.380,5');
  expect(formatRateText('1408.6735', 'de')).toBe('1.408,6735');
  expect(formatCount(1234567, 'de')).toBe('1.234.567');
  expect(formatPercentFigure(12.5, 'de')).toBe('12,50');
  expect(numberFormatsFor('de').formatMinor(123456n, 'USD')).toBe(`1.234,56${NBSP}USD`);
});
