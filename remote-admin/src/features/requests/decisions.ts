import { adminDecisionBodySchema, adminRejectBodySchema } from '@wallet/shared/domain';

/** What an administrator can do with a pending request (docs/product.md §3). */
export const DECISIONS = ['approve', 'reject', 'cancel'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * The memo rule of each decision, from the server's own body schemas: a rejection must say
 * why (the member is told), an approval or cancellation may.
 */
export function memoRuleOf(decision: Decision) {
  return decision === 'reject' ? adminRejectBodySchema : adminDecisionBodySchema;
}

/** The longest memo the server accepts. */
export const MEMO_MAX_LENGTH = adminRejectBodySchema.shape.adminMemo.maxLength ?? 500;

/** The rule code of a memo (`required`, `too_long`), or true when it may be sent. */
export function checkMemo(decision: Decision, adminMemo: string): true | string {
  const result = memoRuleOf(decision).safeParse({ adminMemo });
  return result.success ? true : (result.error.issues[0]?.message ?? 'invalid');
}
