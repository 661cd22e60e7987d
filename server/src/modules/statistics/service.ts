import { DISPLAY_TIME_ZONE, toMajor, type Statistics } from '@wallet/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { seoulDayEnd, seoulDayStart } from '../audit/queries';
import { moneyByDay, signupsByDay } from './queries';

/** `YYYY-MM-DD` of an instant in Asia/Seoul (en-CA writes dates that way). */
const seoulDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The `days` Seoul calendar days that end with the one `now` is in, oldest first. */
export function lastSeoulDays(now: Date, days: number): string[] {
  const today = new Date(`${seoulDate.format(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() - (days - 1 - index));
    return day.toISOString().slice(0, 10);
  });
}

/**
 * GET /admin/statistics: one row per Seoul day of the last `days` days, today included, every
 * day present. The database counts and sums per day; only the days' totals come back.
 */
export async function dailyStatistics(
  db: Kysely<Database>,
  now: Date,
  days: number,
): Promise<Statistics> {
  const list = lastSeoulDays(now, days);
  const from = seoulDayStart(list[0] ?? '');
  const to = seoulDayEnd(list[list.length - 1] ?? '');
  const [signups, money] = await Promise.all([
    signupsByDay(db, from, to),
    moneyByDay(db, from, to),
  ]);
  const signupsOn = new Map(signups.map((row) => [row.day, Number(row.n)]));
  const moneyOn = (day: string, kind: 'wallet_charge' | 'wallet_withdraw') => {
    const row = money.find((entry) => entry.day === day && entry.kind === kind);
    // A sum of bigint is numeric: whole cents as text, exact however large.
    return { count: Number(row?.n ?? 0), usd: toMajor(BigInt(row?.sum_minor ?? '0'), 'USD') };
  };
  return {
    days: list.map((day) => {
      const charges = moneyOn(day, 'wallet_charge');
      const withdrawals = moneyOn(day, 'wallet_withdraw');
      return {
        day,
        signups: signupsOn.get(day) ?? 0,
        chargeCount: charges.count,
        chargeUsd: charges.usd,
        withdrawalCount: withdrawals.count,
        withdrawalUsd: withdrawals.usd,
      };
    }),
  };
}
