import { auditEntrySchema, auditQuerySchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../list-route';
import type { ModuleOptions } from '../module-options';
import { auditPage } from './queries';

/** The audit log (docs/product.md §9): administrators read it; nobody can change it. */
export const auditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  listRoute(app, {
    url: '/admin/audit',
    role: 'admin',
    operationId: 'listAuditLog',
    summary:
      'Administrator actions, newest first; filter by actor (username), action and Asia/Seoul days; X-Total-Count is the total',
    tags: ['admin'],
    querystring: auditQuerySchema,
    item: auditEntrySchema,
    page: async ({ actor, action, from, to, limit, offset }) => {
      const page = await auditPage(db, { actor, action, from, to }, limit, offset);
      return { rows: page.entries, total: page.total };
    },
  });
};
