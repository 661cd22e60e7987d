import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tooManyTries } from '../../http/errors';
import { LONGEST_WINDOW_SECONDS, RATE_LIMITS, type LimitedAction } from './limits';

type Db = Kysely<Database>;

const refused = (retryAfterSeconds: number) =>
  tooManyTries('too_many_requests', 'Too many attempts; try again later', retryAfterSeconds);

/**
 * Checks and counts in one step. The subjects' advisory locks make two requests (or two
 * processes) that race see each other's hit, so no more than the limit ever get through.
 * Answers the ids of the hits it counted, for `giveBack`.
 */
export async function takeSlot(
  db: Db,
  action: LimitedAction,
  subjects: string[],
  now: Date,
): Promise<number[]> {
  const taken = await db.transaction().execute(async (trx) => {
    for (const subject of [...subjects].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(${`${action}|${subject}`}))`.execute(trx);
    }
    const wait = await secondsUntilFree(trx, action, subjects, now);
    if (wait !== null) throw refused(wait);
    if (subjects.length === 0) return [];
    return trx
      .insertInto('rate_limit_hits')
      .values(subjects.map((subject) => ({ action, subject, at: now })))
      .returning('id')
      .execute();
  });
  await sweep(db, now);
  return taken.map((row) => Number(row.id));
}

/**
 * Uncounts hits `takeSlot` counted, for actions where only failures count: a login takes its
 * slot before the password is checked and gives it back when the password was right.
 */
export async function giveBack(db: Db, hitIds: number[]): Promise<void> {
  if (hitIds.length === 0) return;
  await db.deleteFrom('rate_limit_hits').where('id', 'in', hitIds).execute();
}

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
  if (subjects.length === 0) return null;
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
