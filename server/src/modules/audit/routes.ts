import { apiErrorSchema, auditEntrySchema, auditQuerySchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { auditPage } from './queries';

/** The audit log (docs/product.md §9): administrators read it; nobody can change it. */
export const auditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'listAuditLog',
        summary:
          'Administrator actions, newest first; filter by actor (username), action and Asia/Seoul days; X-Total-Count is the total',
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: {
          200: z.array(auditEntrySchema),
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { actor, action, from, to, limit, offset } = request.query;
      const page = await auditPage(db, { actor, action, from, to }, limit, offset);
      void reply.header('X-Total-Count', String(page.total));
      return page.entries;
    },
  );
};
