/**
 * The header badge shows 9+ above nine. A module of its own, not beside the message schemas, so
 * the shell's header does not build those schemas (and run zod) at start-up.
 */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
