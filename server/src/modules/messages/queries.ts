import type { InboxMessage, MessageDetail, SentMessage } from '@wallet/shared/domain';
import { sql, type Kysely } from 'kysely';
import { pageOf } from '../../db/paging';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** How many usernames a sent message to selected members shows. */
const SAMPLE_SIZE = 5;

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the member's inbox, newest first, and how many messages they have. */
export async function inboxPage(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ messages: InboxMessage[]; total: number }> {
  const mine = db.selectFrom('messages').where('user_id', '=', userId);
  const rows = mine
    .select(['id', 'subject', 'created_at', 'read_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  const page = await pageOf(rows, mine, { limit, offset });
  return {
    messages: page.rows.map((row) => ({
      id: Number(row.id),
      subject: row.subject,
      date: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    total: page.total,
  };
}

/**
 * The member's own message, marked read by the same statement (the first reading's time stays);
 * undefined when it is not theirs or does not exist, so an id tells a stranger nothing.
 */
export async function readMessage(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<MessageDetail | undefined> {
  const row = await db
    .updateTable('messages')
    .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'subject', 'content', 'created_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    subject: row.subject,
    date: row.created_at.toISOString(),
    read: true,
    content: row.content,
  };
}

/** Members an administrator's message may reach: approved members (not administrators). */
export const reachableMembers = (db: Db) =>
  db.selectFrom('users').where('role', '=', 'user').where('status', '=', 'approved');

/** The members with these usernames (lower case), whatever their status. */
export function membersNamed(db: Db, lowerNames: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where('role', '=', 'user')
    .where(sql<string>`lower(username)`, 'in', lowerNames)
    .execute();
}

/** The messages administrators sent, with their sender. */
const sentFrom = (db: Db) =>
  db.selectFrom('message_broadcasts as b').leftJoin('users as s', 's.id', 'b.sender_id');

function broadcasts(db: Db) {
  return sentFrom(db).select([
    'b.id',
    'b.subject',
    'b.content',
    'b.audience',
    'b.recipient_count',
    'b.created_at',
    's.username as sent_by',
  ]);
}

type BroadcastRow = Awaited<ReturnType<ReturnType<typeof broadcasts>['execute']>>[number];

/**
 * The read count of each message and the first recipients (by username) of those sent to
 * selected members: two queries for the whole page.
 */
async function presentBroadcasts(db: Db, rows: BroadcastRow[]): Promise<SentMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const reads = await db
    .selectFrom('messages')
    .select(['broadcast_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('broadcast_id', 'in', ids)
    .where('read_at', 'is not', null)
    .groupBy('broadcast_id')
    .execute();
  const selected = rows.filter((row) => row.audience === 'selected').map((row) => Number(row.id));
  // The first recipients by username of each message sent to selected members.
  const place = sql<number>`row_number() over (
    partition by m.broadcast_id order by lower(u.username), u.id)`;
  const samples =
    selected.length === 0
      ? []
      : await db
          .selectFrom((eb) =>
            eb
              .selectFrom('messages as m')
              .innerJoin('users as u', 'u.id', 'm.user_id')
              .select(['m.broadcast_id', 'u.username', place.as('place')])
              .where('m.broadcast_id', 'in', selected)
              .as('r'),
          )
          .select(['r.broadcast_id', 'r.username'])
          .where('r.place', '<=', SAMPLE_SIZE)
          .orderBy('r.broadcast_id')
          .orderBy('r.place')
          .execute();
  const readCount = new Map(reads.map((row) => [Number(row.broadcast_id), Number(row.n)]));
  return rows.map((row) => {
    const id = Number(row.id);
    return {
      id,
      subject: row.subject,
      content: row.content,
      audience: row.audience,
      recipientCount: row.recipient_count,
      readCount: readCount.get(id) ?? 0,
      recipientSample: samples
        .filter((sample) => Number(sample.broadcast_id) === id)
        .map((sample) => sample.username),
      sentBy: row.sent_by,
      sentAt: row.created_at.toISOString(),
    };
  });
}

/** One page of the messages administrators sent, newest first, and how many there are. */
export async function sentPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ messages: SentMessage[]; total: number }> {
  const rows = broadcasts(db).orderBy('b.created_at', 'desc').orderBy('b.id', 'desc');
  const page = await pageOf(rows, sentFrom(db), { limit, offset });
  return { messages: await presentBroadcasts(db, page.rows), total: page.total };
}

/** One sent message as the back office lists it. */
export async function sentMessage(db: Db, id: number): Promise<SentMessage> {
  const row = await broadcasts(db).where('b.id', '=', id).executeTakeFirstOrThrow();
  const [message] = await presentBroadcasts(db, [row]);
  if (!message) throw new Error(`sent message ${id} vanished`);
  return message;
}
