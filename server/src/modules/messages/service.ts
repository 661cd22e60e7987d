import type { SentMessage, sendMessageBodySchema } from '@wallet/shared/domain';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { sanitizeRequiredHtml } from '../../security/html';
import { recordAudit } from '../audit/record';
import type { ServiceContext } from '../module-options';
import { membersNamed, reachableMembers, sentMessage } from './queries';

type Body = z.output<typeof sendMessageBodySchema>;

const noRecipients = () =>
  new HttpError(422, 'no_recipients', 'None of the recipients is an approved member');

/**
 * The ids of the named members who may receive it, each once. A name that is no member's is
 * 422 `recipients_not_found` (the form names the field); when none of them is approved, 422
 * `no_recipients`. Names match without regard to case, as usernames are unique that way.
 */
async function namedRecipients(trx: Transaction<Database>, names: string[]): Promise<number[]> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const found = await membersNamed(trx, wanted);
  const known = new Set(found.map((member) => member.username.toLowerCase()));
  const unknown = wanted.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new HttpError(422, 'recipients_not_found', `No member is called ${unknown.join(', ')}`, {
      recipients: 'invalid',
    });
  }
  const approved = found.filter((member) => member.status === 'approved');
  if (approved.length === 0) throw noRecipients();
  return approved.map((member) => Number(member.id));
}

/**
 * POST /admin/messages: one message to every approved member (`"all"`) or to the named ones.
 * Every copy is written by ONE `insert … select` over the members, however many there are
 * (docs/communication.md); the sent message, its copies and its audit row commit together.
 */
export async function sendMessage(
  context: ServiceContext,
  actorId: number,
  body: Body,
): Promise<SentMessage> {
  const content = sanitizeRequiredHtml(body.content, 'content');
  const audience = body.recipients === 'all' ? 'all' : 'selected';
  return context.db.transaction().execute(async (trx) => {
    const now = context.now();
    const ids = body.recipients === 'all' ? null : await namedRecipients(trx, body.recipients);
    const broadcast = await trx
      .insertInto('message_broadcasts')
      .values({
        sender_id: actorId,
        subject: body.subject,
        content,
        audience,
        recipient_count: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let recipients = reachableMembers(trx);
    if (ids) recipients = recipients.where('id', 'in', ids);
    const inserted = await trx
      .insertInto('messages')
      .columns(['user_id', 'subject', 'content', 'created_at', 'broadcast_id'])
      .expression(
        recipients.select((eb) => [
          'id',
          // Typed, so the select's columns are what the insert's are, not text.
          eb.cast<string>(eb.val(body.subject), 'text').as('subject'),
          eb.cast<string>(eb.val(content), 'text').as('content'),
          eb.cast<Date>(eb.val(now), 'timestamptz').as('created_at'),
          eb.cast<string>(eb.val(String(broadcast.id)), 'bigint').as('broadcast_id'),
        ]),
      )
      .executeTakeFirst();
    const recipientCount = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    // Nobody approved (a site without members yet): nothing is kept, the broadcast included.
    if (recipientCount === 0) throw noRecipients();
    await trx
      .updateTable('message_broadcasts')
      .set({ recipient_count: recipientCount })
      .where('id', '=', broadcast.id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'message.send',
      target: { kind: 'message', id: Number(broadcast.id) },
      after: { subject: body.subject, audience, recipientCount },
    });
    return sentMessage(trx, Number(broadcast.id));
  });
}
