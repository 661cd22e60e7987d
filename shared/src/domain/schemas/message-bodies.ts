import { z } from 'zod';
import { USERNAME_MAX } from './accounts';
import { pageFields } from './paging';
import { requiredText } from './text';

/*
 * What the server reads about messages, in full zod (docs/communication.md): the back office's
 * body and its recipients, the query of the inbox's and the sent list's pages, and the sent
 * message the back office is answered with. What a member's pages parse is in messages.ts.
 */

/** GET /messages and GET /admin/messages/sent: newest first, paged. */
export const messagesQuerySchema = z.strictObject({ ...pageFields });

/** How many named recipients one message may have; "all" reaches every approved member. */
export const MESSAGE_RECIPIENTS_MAX = 500;

/** `"all"`, or the usernames of the members to reach (each at most once, without regard to case). */
export const messageRecipientsSchema = z.union(
  [
    z.literal('all'),
    z
      .array(z.string('invalid').trim().min(1, 'invalid').max(USERNAME_MAX, 'invalid'), 'required')
      .min(1, 'required')
      .max(MESSAGE_RECIPIENTS_MAX, 'too_long'),
  ],
  // Missing is `required`; anything else that is neither "all" nor a list is `invalid`.
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'required'
        : 'invalid',
  },
);
export type MessageRecipients = z.infer<typeof messageRecipientsSchema>;

/** POST /admin/messages. */
export const sendMessageBodySchema = z
  .strictObject({
    recipients: messageRecipientsSchema.describe('"all" (every approved member) or usernames'),
    subject: requiredText(200),
    content: requiredText(20_000).describe('HTML; sanitised when stored'),
  })
  .meta({ id: 'SendMessageBody' });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** One sent message in the back office (POST /admin/messages answer, GET /admin/messages/sent). */
export const sentMessageSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    content: z.string().describe('Sanitised HTML'),
    audience: z.enum(['all', 'selected']),
    recipientCount: z.number().int(),
    readCount: z.number().int(),
    recipientSample: z
      .array(z.string())
      .describe('Up to five usernames of the recipients, for a list of selected members'),
    sentBy: z.string().nullable().describe("The administrator's username"),
    sentAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'SentMessage' });
export type SentMessage = z.infer<typeof sentMessageSchema>;
