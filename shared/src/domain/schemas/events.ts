import { z } from 'zod/mini';

/*
 * Events (docs/product.md §7): popups shown on the member's home, and first-deposit events whose
 * percent the first-deposit bonus pays. The answers are in zod's mini form, since the member's
 * home parses them on the first page (shared/src/zod/page-zod-mini.ts); the form's body is in
 * event-body.ts.
 */

export const EVENT_TYPES = ['popup', 'first_deposit'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

// Without its meta: the mini form's pick refuses a schema that carries checks.
const eventFields = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string().check(z.describe('Sanitised HTML')),
  imageUrl: z.nullable(z.string()),
  type: z.enum(EVENT_TYPES),
  bonusPercent: z
    .nullable(z.number())
    .check(z.describe('First-deposit events only: 0–100, two decimals')),
  startsAt: z.string().check(z.describe('ISO 8601 UTC')),
  endsAt: z.string().check(z.describe('ISO 8601 UTC; the event is live before it, not at it')),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The answer of the back office's calls. */
export const eventSchema = eventFields.check(z.meta({ id: 'Event' }));
export type SiteEvent = z.infer<typeof eventSchema>;

/** GET /events/active: what a member's home shows of a live popup. */
export const publicEventSchema = z
  .pick(eventFields, {
    id: true,
    title: true,
    content: true,
    imageUrl: true,
    startsAt: true,
    endsAt: true,
  })
  .check(z.meta({ id: 'PublicEvent' }));
export type PublicEvent = z.infer<typeof publicEventSchema>;
