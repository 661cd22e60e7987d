import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyTries } from '../../http/errors';
import { LONGEST_WINDOW_SECONDS, RATE_LIMITS, type LimitedAction } from './limits';

type Db = Kysely<Database>;

const refused = (retryAfterSeconds: number) =>
  tooManyTries('too_many_requests', 'Too many attempts; try again later', retryAfterSeconds);

/**
 * Checks and counts in one step: one call of rate_limit_take (migration 0010), which takes the
 * subjects' advisory locks and then, in a statement of its own, counts a hit for every subject
 * when none is at its limit. The locks make two requests (or two processes) that race see each
 * other's hit, so no more than the limit ever get through. Answers the ids of the hits it
 * counted, for `giveBack`. One round trip (was four: begin, the locks, the count, commit).
 */
export async function takeSlot(
  db: Db,
  action: LimitedAction,
  subjects: string[],
  now: Date,
): Promise<number[]> {
  if (subjects.length === 0) return [];
  const { rows } = await sql<{ taken: string[] }>`select ${takingSlot(action, subjects, now)}
    as taken`.execute(db);
  return slotOrRefusal(db, action, subjects, now, rows[0]?.taken ?? []);
}

/**
 * `takeSlot` as an expression, for a statement that reads what the try needs along with it (one
 * round trip, not two); evaluate it exactly once, then hand its value to `slotOrRefusal`.
 */
export const takingSlot = (action: LimitedAction, subjects: string[], now: Date) => {
  const { max, windowSeconds } = RATE_LIMITS[action];
  const since = new Date(now.getTime() - windowSeconds * 1000);
  return sql<string[]>`rate_limit_take(${action}::text, ${subjects}::text[],
    ${now}::timestamptz, ${since}::timestamptz, ${max}::integer)`;
};

/** The hits `takingSlot` counted, as numbers; none counted: the refusal, with its wait. */
export async function slotOrRefusal(
  db: Db,
  action: LimitedAction,
  subjects: string[],
  now: Date,
  taken: string[],
): Promise<number[]> {
  if (taken.length === 0) {
    // Refused: only now are the hits read, for the wait the answer tells.
    throw refused(
      (await secondsUntilFree(db, action, subjects, now)) ?? RATE_LIMITS[action].windowSeconds,
    );
  }
  await sweep(db, now);
  return taken.map(Number);
}

/**
 * Uncounts hits `takeSlot` counted, for actions where only failures count: a login takes its
 * slot before the password is checked and gives it back when the password was right.
 */
export async function giveBack(db: Db, hitIds: number[]): Promise<void> {
  if (hitIds.length === 0) return;
  await givingBack(hitIds)(db).execute();
}

/** `giveBack` as a query, for a statement that gives the slot back along with its own work. */
export const givingBack = (hitIds: number[]) => (db: QueryCreator<Database>) =>
  db.deleteFrom('rate_limit_hits').where((eb) => eb('id', '=', eb.fn.any(eb.val(hitIds))));

/** Forgets every hit one subject has for an action, e.g. an account's failed logins. */
export async function forgetHits(db: Db, action: LimitedAction, subject: string): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('action', '=', action)
    .where('subject', '=', subject)
    .execute();
}

/** null when every subject may go on; otherwise the seconds until the first may. */
async function secondsUntilFree(
  db: Db,
  action: LimitedAction,
  subjects: string[],
  now: Date,
): Promise<number | null> {
  const { max, windowSeconds } = RATE_LIMITS[action];
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select(['subject', 'at'])
    .where('action', '=', action)
    .where('subject', 'in', subjects)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .execute();
  let wait: number | null = null;
  for (const subject of subjects) {
    const hits = rows.filter((row) => row.subject === subject);
    if (hits.length < max) continue;
    // The subject is free again when the hit that filled the limit leaves the window.
    const filling = hits[max - 1];
    if (!filling) continue;
    const seconds = (filling.at.getTime() + windowSeconds * 1000 - now.getTime()) / 1000;
    wait = Math.max(wait ?? 0, seconds);
  }
  return wait;
}

/** Now and then, forget hits older than any window, so the table stays small. */
async function sweep(db: Db, now: Date): Promise<void> {
  if (Math.random() >= 0.02) return;
  const before = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  await db.deleteFrom('rate_limit_hits').where('at', '<', before).execute();
}
