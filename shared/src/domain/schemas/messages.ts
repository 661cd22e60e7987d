import { z } from 'zod/mini';

/*
 * A member's inbox: what administrators send and what auto-messages leave there
 * (docs/communication.md). Subjects are text; content is HTML through the server's allow-list.
 * In zod's mini form, since a signed-in member's home reads the inbox
 * (shared/src/zod/page-zod-mini.ts); the bodies and queries the server reads are in
 * message-bodies.ts.
 */

/** GET /messages/unread-count: the header badge's figure. */
export const unreadCountSchema = z.object({ count: z.int() }).check(z.meta({ id: 'UnreadCount' }));
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const inboxMessageFields = {
  id: z.int(),
  subject: z.string(),
  date: z.string().check(z.describe('When it was sent, ISO 8601 UTC')),
  read: z.boolean(),
};

/** One row of the member's inbox (GET /messages). */
export const inboxMessageSchema = z
  .object(inboxMessageFields)
  .check(z.meta({ id: 'InboxMessage' }));
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /messages/{id}: the row plus its sanitised HTML content; reading it marks it read. */
export const messageDetailSchema = z
  .object({ ...inboxMessageFields, content: z.string().check(z.describe('Sanitised HTML')) })
  .check(z.meta({ id: 'MessageDetail' }));
export type MessageDetail = z.infer<typeof messageDetailSchema>;
