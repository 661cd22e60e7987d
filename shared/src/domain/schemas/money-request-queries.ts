import { z } from 'zod';
import { requiredText } from './text';
import { calendarDaySchema } from './calendar-day';
import { MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES, textOrAbsent } from './money-requests';
import { emptyAsAbsent } from './empty-as-absent';
import { pageFields } from './paging';

/*
 * The money lists' queries and the administrator's decisions (docs/api.md). Full zod, unlike the
 * request and the member's bodies (money-requests.ts): only the lists and the back office use
 * these.
 */

/** GET /wallet/history. */
export const walletHistoryQuerySchema = z.strictObject({
  type: z.preprocess(emptyAsAbsent, z.enum(['charge', 'withdraw'], 'invalid').optional()),
  ...pageFields,
});
export type WalletHistoryQuery = z.input<typeof walletHistoryQuerySchema>;

/** GET /wallet/transfers. */
export const transferHistoryQuerySchema = z.strictObject({ ...pageFields });
export type TransferHistoryQuery = z.input<typeof transferHistoryQuerySchema>;

/** GET /trade/history. */
export const tradeHistoryQuerySchema = z.strictObject({
  type: z.preprocess(emptyAsAbsent, z.enum(['recharge', 'withdraw'], 'invalid').optional()),
  ...pageFields,
});
export type TradeHistoryQuery = z.input<typeof tradeHistoryQuerySchema>;

/** GET /admin/requests: every kind, pending first, then newest. */
export const adminRequestsQuerySchema = z.strictObject({
  kind: z.preprocess(emptyAsAbsent, z.enum(MONEY_REQUEST_KINDS, 'invalid').optional()),
  status: z.preprocess(emptyAsAbsent, z.enum(MONEY_REQUEST_STATUSES, 'invalid').optional()),
  username: z.preprocess(emptyAsAbsent, z.string().trim().max(50, 'too_long').optional()),
  from: z.preprocess(emptyAsAbsent, z.optional(calendarDaySchema)),
  to: z.preprocess(emptyAsAbsent, z.optional(calendarDaySchema)),
  ...pageFields,
});
export type AdminRequestsQuery = z.input<typeof adminRequestsQuerySchema>;

/** POST /admin/requests/{id}/approve and /cancel. */
export const adminDecisionBodySchema = z.strictObject({
  adminMemo: textOrAbsent(500),
});
export type AdminDecisionBody = z.input<typeof adminDecisionBodySchema>;

/** POST /admin/requests/{id}/reject: the memo is required. */
export const adminRejectBodySchema = z.strictObject({
  adminMemo: requiredText(500),
});
export type AdminRejectBody = z.input<typeof adminRejectBodySchema>;
