import type { Inquiry, inquiryAnswerBodySchema, inquiryBodySchema } from '@wallet/shared/domain';
import type { z } from 'zod';
import { constraintName, isUniqueViolation } from '../../db/errors';
import { HttpError, notFound } from '../../http/errors';
import { sanitizeOptionalHtml, sanitizeRequiredHtml } from '../../security/html';
import { recordAudit } from '../audit/record';
import type { ServiceContext } from '../module-options';
import { findInquiry, presentInquiry } from './queries';

type Body = z.output<typeof inquiryBodySchema>;
type AnswerBody = z.output<typeof inquiryAnswerBodySchema>;

/**
 * POST /users/inquiries. One unanswered inquiry per member: the partial unique index
 * inquiries_one_pending_key decides, so parallel posts cannot both pass (409 `pending_exists`).
 * Any other failure to store it is 503 `create_failed`: the member may simply try again.
 */
export async function createInquiry(
  context: ServiceContext,
  userId: number,
  body: Body,
): Promise<Inquiry> {
  const content = sanitizeOptionalHtml(body.content, 'content');
  try {
    // One statement: the insert, answered with the member's username.
    const row = await context.db
      .with('i', (db) =>
        db
          .insertInto('inquiries')
          .values({
            user_id: userId,
            category: body.category,
            title: body.title,
            content,
            created_at: context.now(),
          })
          .returningAll(),
      )
      .selectFrom('i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .selectAll('i')
      .select('u.username')
      .executeTakeFirstOrThrow();
    return presentInquiry(row);
  } catch (error) {
    if (isUniqueViolation(error) && constraintName(error) === 'inquiries_one_pending_key') {
      throw new HttpError(
        409,
        'pending_exists',
        'You have an inquiry waiting for an answer; you can write another once it is answered',
      );
    }
    throw Object.assign(
      new HttpError(503, 'create_failed', 'The inquiry could not be stored; try again shortly'),
      { cause: error },
    );
  }
}

/**
 * PATCH /admin/inquiries/{id}/answer. Answered once: the update is guarded by
 * `status = 'pending'`, so a second answer (or one racing it) changes nothing and is 409
 * `already_answered`. The answering administrator is the token's, whatever `admin_id` says.
 */
export async function answerInquiry(
  context: ServiceContext,
  actorId: number,
  id: number,
  body: AnswerBody,
): Promise<Inquiry> {
  const answer = sanitizeRequiredHtml(body.answer, 'answer');
  return context.db.transaction().execute(async (trx) => {
    const row = await trx
      .with('a', (db) =>
        db
          .updateTable('inquiries')
          .set({ status: 'answered', answer, answered_by: actorId, answered_at: context.now() })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll(),
      )
      .selectFrom('a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .selectAll('a')
      .select('u.username')
      .executeTakeFirst();
    if (!row) {
      if (!(await findInquiry(trx, id))) throw notFound('This inquiry');
      throw new HttpError(409, 'already_answered', 'This inquiry has already been answered');
    }
    await recordAudit(trx, {
      actorId,
      action: 'inquiry.answer',
      target: { kind: 'inquiry', id },
      before: { status: 'pending', answer: null },
      after: { status: 'answered', answer },
    });
    return presentInquiry(row);
  });
}
