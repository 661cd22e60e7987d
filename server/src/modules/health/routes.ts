import { apiErrorSchema, healthAnswerSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { serviceUnavailable } from '../../http/errors';
import type { ModuleOptions } from '../module-options';

/** GET /health: the process answers and the database takes a query. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the server and its database',
        tags: ['public'],
        response: { 200: healthAnswerSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database did not answer');
        throw serviceUnavailable();
      }
      return { status: 'ok', db: 'ok' } as const;
    },
  );
};
