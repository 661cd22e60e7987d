import { z } from 'zod/mini';

// zod's mini form: the back office's first page parses it (shared/src/zod/page-zod-mini.ts).

/** GET /admin/summary: the dashboard's figures. */
export const adminSummarySchema = z
  .object({
    totalUsers: z.int(),
    pendingUsers: z.int(),
    todayUsers: z.int(),
    pendingRecharge: z.int(),
    pendingWithdraw: z.int(),
  })
  .check(z.meta({ id: 'AdminSummary' }));
export type AdminSummary = z.infer<typeof adminSummarySchema>;
