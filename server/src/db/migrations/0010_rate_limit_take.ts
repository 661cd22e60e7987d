import { sql, type Kysely } from 'kysely';

/**
 * The abuse limit's slot in one round trip (modules/rate-limits/counter.ts): every subject's
 * advisory lock, then the check with the count, in one call instead of begin, the locks, the
 * count and commit. A VOLATILE PL/pgSQL function starts each of its statements with a fresh
 * snapshot, so the count, a statement after the locks, sees every earlier racer's committed hit,
 * as the separate statements of a READ COMMITTED transaction did; the locks are held until the
 * calling statement's transaction ends. The function also keeps the two statements' plans, which
 * PGlite otherwise plans anew on every login (docs/benchmarks.md).
 */
const TAKE = `
  create function rate_limit_take(
    taken_action text,
    taken_subjects text[],
    taken_at timestamptz,
    since timestamptz,
    max_hits integer
  ) returns bigint[] language plpgsql volatile as $$
    declare
      taken bigint[];
    begin
      -- Ordered by the lock's own number, so racers sharing subjects cannot deadlock; a volatile
      -- function in the select list is evaluated after the sort.
      perform pg_advisory_xact_lock(hashtext(taken_action || '|' || subject))
        from unnest(taken_subjects) as subject
        order by hashtext(taken_action || '|' || subject);
      -- A hit for every subject when none is at its limit, none otherwise.
      with counted as (
        insert into rate_limit_hits (action, subject, at)
        select taken_action, typed.subject, taken_at
        from unnest(taken_subjects) as typed(subject)
        where not exists (
          select from rate_limit_hits as hit
          where hit.action = taken_action and hit.subject = any(taken_subjects)
            and hit.at > since
          group by hit.subject having count(*) >= max_hits)
        returning id)
      select coalesce(array_agg(id), '{}') into taken from counted;
      return taken;
    end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(TAKE).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw('drop function if exists rate_limit_take(text, text[], timestamptz, timestamptz, integer)')
    .execute(db);
}
