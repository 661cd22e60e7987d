import { apiErrorSchema, unreadCountSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { countUnread } from './queries';

/** The member's inbox. */
export const messageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/messages/unread-count',
    {
      config: { role: 'user' },
      schema: {
        summary: 'How many messages the member has not read (polled every 30 s)',
        tags: ['member'],
        response: { 200: unreadCountSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ count: await countUnread(db, sessionOf(request).userId) }),
  );
};
