import { eventBodySchema, eventSchema, pageFields, publicEventSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordWriteRoutes } from '../admin-records';
import { listRoute } from '../list-route';
import type { ModuleOptions } from '../module-options';
import { eventPage, livePopups } from './queries';
import { createEvent, deleteEvent, presentEvent, updateEvent } from './service';

const eventsQuery = z.strictObject(pageFields);

/** Events (docs/product.md §7): anyone reads the live popups, administrators manage them all. */
export const eventRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };

  app.get(
    '/events/active',
    {
      config: { role: 'public' },
      // Public: the home page shows popups before anyone logs in.
      schema: {
        operationId: 'listLivePopups',
        summary: 'The live popup events: active, and now within their dates',
        tags: ['public'],
        response: { 200: z.array(publicEventSchema) },
      },
    },
    async () =>
      (await livePopups(db, now())).map((row) => ({
        id: Number(row.id),
        title: row.title,
        content: row.content,
        imageUrl: row.image_url,
        startsAt: row.starts_at.toISOString(),
        endsAt: row.ends_at.toISOString(),
      })),
  );

  listRoute(app, {
    url: '/admin/events',
    role: 'admin',
    operationId: 'listEvents',
    summary: 'Every event, newest first; X-Total-Count is the total',
    tags: ['admin'],
    querystring: eventsQuery,
    item: eventSchema,
    page: async ({ limit, offset }) => {
      const page = await eventPage(db, limit, offset);
      return { rows: page.rows.map(presentEvent), total: page.total };
    },
  });

  recordWriteRoutes(app, {
    path: '/admin/events',
    record: 'Event',
    body: eventBodySchema,
    answer: eventSchema,
    summaries: {
      create: 'Add an event; its HTML content is sanitised when stored',
      update: 'Change an event: the whole event as the form holds it',
      remove: 'Remove an event (the audit log keeps it); 409 event_in_use once it paid a bonus',
    },
    removeConflicts: true,
    create: (actorId, body) => createEvent(context, actorId, body),
    update: (actorId, id, body) => updateEvent(context, actorId, id, body),
    remove: (actorId, id) => deleteEvent(context, actorId, id),
  });
};
