import { z } from 'zod/mini';
import { rule } from './mini-rules';

// zod's mini form: the member's money pages use this through the shared money schemas, and carry
// no full zod (shared/src/zod/page-zod-mini.ts).

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is `YYYY-MM-DD` and a day that exists. */
function isCalendarDay(day: string) {
  if (!CALENDAR_DAY.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** `YYYY-MM-DD`, a real calendar day (read as an Asia/Seoul day by the filters). */
export const calendarDaySchema = z
  .string('invalid')
  .check(rule(isCalendarDay, 'invalid'), z.meta({ pattern: CALENDAR_DAY.source }));
