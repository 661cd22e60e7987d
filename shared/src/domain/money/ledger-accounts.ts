/**
 * A member's two wallet accounts in the ledger are named `member:<id>:available` and
 * `member:<id>:held` (docs/money.md). The server writes these codes and the back office reads
 * them back, so both sides use these functions.
 */
export type MemberAccountPart = 'available' | 'held';

export const memberAccountCode = (userId: number, part: MemberAccountPart) =>
  `member:${userId}:${part}`;

const MEMBER_ACCOUNT = /^member:([1-9][0-9]*):(available|held)$/;

/** The member and the part a code names, or null for any other account. */
export function parseMemberAccountCode(
  code: string,
): { userId: number; part: MemberAccountPart } | null {
  const match = MEMBER_ACCOUNT.exec(code);
  if (!match?.[1] || (match[2] !== 'available' && match[2] !== 'held')) return null;
  return { userId: Number(match[1]), part: match[2] };
}
