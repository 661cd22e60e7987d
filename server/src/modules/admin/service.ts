import { startOfSeoulDay, type AdminSummary } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberCounts, pendingRequestCounts } from './queries';

/** GET /admin/summary (docs/product.md §8: "today" is the calendar day in Asia/Seoul). */
export async function adminSummary(db: Kysely<Database>, now: Date): Promise<AdminSummary> {
  const members = await memberCounts(db, startOfSeoulDay(now));
  const requests = await pendingRequestCounts(db);
  return {
    totalUsers: Number(members.total),
    pendingUsers: Number(members.pending),
    todayUsers: Number(members.today),
    pendingRecharge: Number(requests.recharge),
    pendingWithdraw: Number(requests.withdraw),
  };
}
