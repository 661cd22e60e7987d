import { z } from 'zod';

/** GET /admin/summary: the dashboard's figures. */
export const adminSummarySchema = z
  .object({
    totalUsers: z.number().int(),
    pendingUsers: z.number().int(),
    todayUsers: z.number().int(),
    pendingRecharge: z.number().int(),
    pendingWithdraw: z.number().int(),
  })
  .meta({ id: 'AdminSummary' });
export type AdminSummary = z.infer<typeof adminSummarySchema>;
