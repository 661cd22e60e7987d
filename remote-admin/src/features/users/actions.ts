import type { MemberStatus } from '@wallet/shared/domain';

/** What an administrator can do to a member. */
export type UserAction = 'approve' | 'reject' | 'block' | 'unblock' | 'warn' | 'clear';

/**
 * The moves docs/product.md §5 allows from each status: pending → approved or rejected,
 * approved ↔ blocked; warnings are given to approved members; clearing needs a warning.
 */
export function actionsFor(status: MemberStatus, warnings: number): UserAction[] {
  const byStatus: Record<MemberStatus, UserAction[]> = {
    pending: ['approve', 'reject'],
    approved: ['block', 'warn'],
    blocked: ['unblock'],
    rejected: [],
  };
  return [...byStatus[status], ...(warnings > 0 && status !== 'blocked' ? ['clear' as const] : [])];
}

/** Actions that take something from the member (access, standing): shown in the danger style. */
export const DANGEROUS_ACTIONS: ReadonlySet<UserAction> = new Set(['reject', 'block', 'warn']);

/** The status each status-changing action asks for (PATCH /admin/users/{id}). */
export const TARGET_STATUS = {
  approve: 'approved',
  reject: 'rejected',
  block: 'blocked',
  unblock: 'approved',
} as const;
