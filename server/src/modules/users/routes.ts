import { apiErrorSchema, userInfoSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { userInfo } from './service';

/** The logged-in account's own data. */
export const userRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/users/info',
    {
      config: { role: 'any' },
      schema: {
        operationId: 'getUserInfo',
        summary:
          "The account's profile; balance and held are available/held USD (null for an administrator)",
        tags: ['member'],
        response: { 200: userInfoSchema, 401: apiErrorSchema },
      },
    },
    (request) => userInfo(db, sessionOf(request).userId),
  );
};
