import { z } from 'zod';

/*
 * The dashboard's charts: one row per Asia/Seoul day, oldest first, today last. A charge or a
 * withdrawal counts on the day it was completed (approved), with the USD amount the member asked
 * for; sign-ups count members (not administrators) on the day they registered.
 */

export const STATISTICS_DAYS = { default: 30, min: 7, max: 90 } as const;

/** GET /admin/statistics. */
export const statisticsQuerySchema = z.strictObject({
  days: z.coerce
    .number('invalid')
    .int('invalid')
    .min(STATISTICS_DAYS.min, 'invalid')
    .max(STATISTICS_DAYS.max, 'invalid')
    .default(STATISTICS_DAYS.default),
});
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

export const dailyStatisticsSchema = z
  .object({
    day: z.string().describe('YYYY-MM-DD, an Asia/Seoul calendar day'),
    signups: z.number().int(),
    chargeCount: z.number().int(),
    chargeUsd: z.number().describe('USD, two decimals'),
    withdrawalCount: z.number().int(),
    withdrawalUsd: z.number().describe('USD, two decimals'),
  })
  .meta({ id: 'DailyStatistics' });
export type DailyStatistics = z.infer<typeof dailyStatisticsSchema>;

export const statisticsSchema = z
  .object({
    days: z.array(dailyStatisticsSchema).describe('Every day of the period, empty days included'),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof statisticsSchema>;
