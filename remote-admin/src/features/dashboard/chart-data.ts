import type { DailyStatistics, NumberFormats } from '@wallet/shared/domain';

export type Figure = Exclude<keyof DailyStatistics, 'day'>;

/** How a figure reads: a whole count, or USD with its two decimals. */
export const isUsd = (figure: Figure) => figure === 'chargeUsd' || figure === 'withdrawalUsd';

export function figureText(figure: Figure, value: number, format: NumberFormats): string {
  return isUsd(figure) ? format.formatUsdAmount(value) : format.formatCount(value);
}

/** Nothing happened in the period: no chart is worth drawing. */
export function hasActivity(days: readonly DailyStatistics[]): boolean {
  return days.some(
    (day) =>
      day.signups > 0 ||
      day.chargeCount > 0 ||
      day.withdrawalCount > 0 ||
      day.chargeUsd > 0 ||
      day.withdrawalUsd > 0,
  );
}

/** The sum of a figure over the period, as the chart's caption says it. */
export function totalOf(
  days: readonly DailyStatistics[],
  figure: Figure,
  format: NumberFormats,
): string {
  const sum = days.reduce((total, day) => total + day[figure], 0);
  return figureText(figure, isUsd(figure) ? Math.round(sum * 100) / 100 : sum, format);
}

/** `MM-DD` under the axis; the year is the period's and the table has the whole day. */
export const shortDay = (day: string) => day.slice(5);
