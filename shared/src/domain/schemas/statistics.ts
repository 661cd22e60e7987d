import { z } from 'zod/mini';

/*
 * The dashboard's charts: one row per Asia/Seoul day, oldest first, today last. A charge or a
 * withdrawal counts on the day it was completed (approved), with the USD amount the member asked
 * for; sign-ups count members (not administrators) on the day they registered. In zod's mini
 * form: the dashboard takes its day limits from this module, and full zod imported here would
 * travel with them (shared/src/zod/page-zod-mini.ts). The query, in full zod, is in
 * statistics-query.ts.
 */

export const STATISTICS_DAYS = { default: 30, min: 7, max: 90 } as const;

export const dailyStatisticsSchema = z
  .object({
    day: z.string().check(z.describe('YYYY-MM-DD, an Asia/Seoul calendar day')),
    signups: z.int(),
    chargeCount: z.int(),
    chargeUsd: z.number().check(z.describe('USD, two decimals')),
    withdrawalCount: z.int(),
    withdrawalUsd: z.number().check(z.describe('USD, two decimals')),
  })
  .check(z.meta({ id: 'DailyStatistics' }));
export type DailyStatistics = z.infer<typeof dailyStatisticsSchema>;

export const statisticsSchema = z
  .object({
    days: z
      .array(dailyStatisticsSchema)
      .check(z.describe('Every day of the period, empty days included')),
  })
  .check(z.meta({ id: 'Statistics' }));
export type Statistics = z.infer<typeof statisticsSchema>;
