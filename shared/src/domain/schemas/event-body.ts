import { z } from 'zod';
import { requiredText } from './text';
import { EVENT_TYPES } from './events';
import { isSiteImagePath } from './text-rules';

/** A missing value (or a form's empty input) is `required`, any other bad one `invalid`. */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid';

/** A time with its offset (`Z` or `+09:00`), as the forms send `toISOString()`. */
const instantSchema = z.iso.datetime({ offset: true, error: requiredOrInvalid });

/** numeric(5,2): whole hundredths only (a float like 12.345 is refused, never rounded). */
const hasTwoDecimals = (percent: number) => {
  const hundredths = percent * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
};

/** POST /admin/events and PUT /admin/events/{id}: the whole event as the form holds it. */
export const eventBodySchema = z
  .strictObject({
    title: requiredText(200),
    content: z.string('invalid').max(20_000, 'too_long').default(''),
    imageUrl: z
      .string('invalid')
      .max(500, 'too_long')
      .refine(isSiteImagePath, 'invalid')
      .nullable()
      .optional()
      .describe('A picture on this site, e.g. /images/bonus.png'),
    type: z.enum(EVENT_TYPES, { error: requiredOrInvalid }),
    bonusPercent: z
      .number('invalid')
      .min(0, 'invalid')
      .max(100, 'invalid')
      .refine(hasTwoDecimals, 'invalid')
      .nullable()
      .optional(),
    startsAt: instantSchema,
    endsAt: instantSchema,
    active: z.boolean('required'),
  })
  .superRefine((body, ctx) => {
    const percent = body.bonusPercent ?? null;
    // The table holds it too: type first_deposit exactly when a percent is stored.
    if (body.type === 'first_deposit' && percent === null) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['bonusPercent'] });
    }
    if (body.type === 'popup' && percent !== null) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['bonusPercent'] });
    }
    if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['endsAt'] });
    }
  });
export type EventBody = z.input<typeof eventBodySchema>;
