import type { eventBodySchema, SiteEvent } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { assertStorable, sanitizeStoredHtml } from '../../security/html';
import { auditedRecords } from '../admin-records';
import type { EventRow } from './queries';

export interface EventContext {
  db: Kysely<Database>;
  now: () => Date;
}

type Body = z.output<typeof eventBodySchema>;

export function presentEvent(row: EventRow): SiteEvent {
  return {
    id: Number(row.id),
    title: row.title,
    content: row.content,
    imageUrl: row.image_url,
    type: row.type,
    // numeric(5,2) comes back as text ("12.50"); two decimals are exact as a JS number.
    bonusPercent: row.bonus_percent === null ? null : Number(row.bonus_percent),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    active: row.active,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns of a body; content is sanitised here, when stored (docs/product.md §8). */
function columnsOf(body: Body) {
  // Refused as 422 on the field, not left to fail in the database.
  assertStorable({ title: body.title, content: body.content });
  const percent = body.bonusPercent ?? null;
  return {
    type: body.type,
    title: body.title,
    content: sanitizeStoredHtml(body.content),
    image_url: body.imageUrl ?? null,
    // Text, not a float, so numeric(5,2) stores exactly the hundredths the schema allowed.
    bonus_percent: body.type === 'first_deposit' && percent !== null ? percent.toFixed(2) : null,
    starts_at: new Date(body.startsAt),
    ends_at: new Date(body.endsAt),
    active: body.active,
  };
}

/** What the audit log keeps of an event. */
const snapshot = (row: EventRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...kept } = presentEvent(row);
  return kept;
};

const events = auditedRecords<EventRow>({
  table: 'events',
  what: 'This event',
  targetKind: 'event',
  actions: { create: 'event.create', update: 'event.update', delete: 'event.delete' },
  snapshot,
});

/** POST /admin/events. */
export async function createEvent(
  context: EventContext,
  actorId: number,
  body: Body,
): Promise<SiteEvent> {
  const columns = columnsOf(body);
  const row = await events.create(context.db, actorId, (trx) => {
    const now = context.now();
    return trx
      .insertInto('events')
      .values({ ...columns, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return presentEvent(row);
}

/** PUT /admin/events/{id}: the whole event as the form holds it. */
export async function updateEvent(
  context: EventContext,
  actorId: number,
  id: number,
  body: Body,
): Promise<SiteEvent> {
  const columns = columnsOf(body);
  const row = await events.update(context.db, actorId, id, (trx) =>
    trx
      .updateTable('events')
      .set({ ...columns, updated_at: context.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentEvent(row);
}

/**
 * DELETE /admin/events/{id}. An event that already paid a first-deposit bonus stays: the bonus
 * row refers to it (and the history needs it); it can be deactivated instead. 409 `event_in_use`.
 */
export async function deleteEvent(
  context: EventContext,
  actorId: number,
  id: number,
): Promise<void> {
  await events.remove(context.db, actorId, id, async (trx) => {
    const paid = await trx
      .selectFrom('first_deposit_bonuses')
      .select('user_id')
      .where('event_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (paid) {
      throw new HttpError(
        409,
        'event_in_use',
        'This event has paid first-deposit bonuses; deactivate it instead',
      );
    }
  });
}
