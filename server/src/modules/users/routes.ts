import { apiErrorSchema, userInfoSchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors';
import type { ModuleOptions } from '../module-options';
import { userInfoOfToken } from './service';

/** The logged-in account's own data. */
export const userRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/users/info',
    {
      // Every page asks for it: the session check is part of its one query.
      config: { role: 'any', sessionInQuery: true },
      schema: {
        operationId: 'getUserInfo',
        summary:
          "The account's profile; balance and held are available/held USD (null for an administrator)",
        tags: ['member'],
        response: { 200: userInfoSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      if (request.tokenHash === null) throw unauthorized();
      const info = await userInfoOfToken(db, request.tokenHash, now());
      if (!info) throw unauthorized();
      return info;
    },
  );
};
