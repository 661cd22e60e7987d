import {
  apiErrorSchema,
  eventBodySchema,
  eventSchema,
  pageFields,
  publicEventSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { eventPage, livePopups } from './queries';
import { createEvent, deleteEvent, presentEvent, updateEvent } from './service';

const eventsQuery = z.strictObject(pageFields);

/** Events (decisions.md §7): anyone reads the live popups, administrators manage them all. */
export const eventRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };

  app.get(
    '/events/active',
    {
      // Public: the home page shows popups before anyone logs in.
      schema: {
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

  app.get(
    '/admin/events',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Every event, newest first; X-Total-Count is the total',
        tags: ['admin'],
        querystring: eventsQuery,
        response: { 200: z.array(eventSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await eventPage(db, request.query.limit, request.query.offset);
      void reply.header('X-Total-Count', String(page.total));
      return page.rows.map(presentEvent);
    },
  );

  app.post(
    '/admin/events',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Add an event; its HTML content is sanitised when stored',
        tags: ['admin'],
        body: eventBodySchema,
        response: { 201: eventSchema, ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = await createEvent(context, sessionOf(request).userId, request.body);
      return reply.code(201).send(event);
    },
  );

  app.put(
    '/admin/events/:id',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Change an event: the whole event as the form holds it',
        tags: ['admin'],
        params: idParams,
        body: eventBodySchema,
        response: { 200: eventSchema, ...guarded, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => updateEvent(context, sessionOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/events/:id',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Remove an event (the audit log keeps it); 409 event_in_use once it paid a bonus',
        tags: ['admin'],
        params: idParams,
        response: {
          204: z.null().describe('No content'),
          ...guarded,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteEvent(context, sessionOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
