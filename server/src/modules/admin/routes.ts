import { adminSummarySchema, apiErrorSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options';
import { adminSummary } from './service';

/** The back office's calls; every one needs an administrator's session. */
export const adminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/admin/summary',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'getAdminSummary',
        summary: 'Dashboard counts: members, new sign-ups today (KST), pending requests',
        tags: ['admin'],
        response: { 200: adminSummarySchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    () => adminSummary(db, now()),
  );
};
