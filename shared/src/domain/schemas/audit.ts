import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { emptyAsAbsent } from './empty-as-absent';

/**
 * Every action the audit log records, as `area.verb`: the server writes only these, and the back
 * office offers them as the action filter.
 */
export const AUDIT_ACTIONS = [
  'admin.create',
  'admin.password_reset',
  'member.approve',
  'member.reject',
  'member.block',
  'member.update',
  'member.warn',
  'member.clear_warnings',
  'ledger.correction',
  'request.approve',
  'request.reject',
  'request.cancel',
  'rate.update',
  'deposit_address.create',
  'deposit_address.update',
  'deposit_address.delete',
  'template.update',
  'event.create',
  'event.update',
  'event.delete',
  'notice.create',
  'notice.update',
  'notice.delete',
  'message.send',
  'inquiry.answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /admin/audit query: filters and paging (newest first). */
export const auditQuerySchema = z.strictObject({
  actor: z.preprocess(
    emptyAsAbsent,
    z.string().trim().max(50, 'too_long').optional().describe("The administrator's username"),
  ),
  action: z.preprocess(
    emptyAsAbsent,
    z.enum(AUDIT_ACTIONS, 'invalid').optional().describe('e.g. member.approve, member.warn'),
  ),
  from: z.preprocess(
    emptyAsAbsent,
    z.optional(calendarDaySchema).describe('First day, YYYY-MM-DD in Asia/Seoul'),
  ),
  to: z.preprocess(
    emptyAsAbsent,
    z.optional(calendarDaySchema).describe('Last day (included), YYYY-MM-DD in Asia/Seoul'),
  ),
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(200, 'invalid')
    .default(50),
  offset: z.coerce.number('invalid').int('invalid').min(0, 'invalid').default(0),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One row of the audit log (docs/product.md §9): who did what to what, with before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().describe('ISO 8601, UTC'),
    actor: z
      .string()
      .nullable()
      .describe("The administrator's username; null for the system (first start, command line)"),
    action: z.string().describe('`area.verb`, e.g. member.approve'),
    target: z
      .string()
      .describe('`kind:id` (user:42, request:7, template:request_rejected) or exchange_rates'),
    targetName: z
      .string()
      .nullable()
      .describe("The target's name where the log can give one: a user's username; else null"),
    before: z.unknown().describe('The state before, as JSON; null when none'),
    after: z.unknown().describe('The state after, as JSON; null when none'),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
