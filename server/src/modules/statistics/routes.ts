import { apiErrorSchema, statisticsQuerySchema, statisticsSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded } from '../../http/route-schemas';
import type { ModuleOptions } from '../module-options';
import { dailyStatistics } from './service';

/** The dashboard's charts (docs/communication.md, "The dashboard"). */
export const statisticsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/admin/statistics',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'getStatistics',
        summary:
          'Sign-ups, completed charges and withdrawals per Asia/Seoul day of the last `days` days, today last',
        tags: ['admin'],
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema, ...guarded, 422: apiErrorSchema },
      },
    },
    (request) => dailyStatistics(db, now(), request.query.days),
  );
};
