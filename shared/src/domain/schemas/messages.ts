import { z } from 'zod';

/** GET /messages/unread-count (spec). */
export const unreadCountSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The header badge shows 9+ above nine (product-spec §9). */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
