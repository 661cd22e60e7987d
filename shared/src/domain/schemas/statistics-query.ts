import { z } from 'zod';
import { STATISTICS_DAYS } from './statistics';

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
