import { z } from 'zod/mini';
import { matches, rule } from './mini-rules';

// zod's mini form, so that schemas of both forms can hold it (the filters' queries, in full zod).

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a `YYYY-MM-DD` text is a day that exists. */
function existsAsDay(day: string) {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** `YYYY-MM-DD`, a real calendar day (read as an Asia/Seoul day by the filters). */
export const calendarDaySchema = z
  .string('invalid')
  .check(...matches(CALENDAR_DAY, 'invalid'), rule(existsAsDay, 'invalid'));
