import { apiErrorSchema, loginAnswerSchema, loginBodySchema } from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { sessionOf } from './guard';
import { logIn } from './service';
import { revokeSession } from './sessions';

/** POST /users/login and /users/logout. */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, config },
) => {
  app.post(
    '/users/login',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'logIn',
        summary: 'Log in; answers a bearer token, the role and when the session ends',
        tags: ['session'],
        body: loginBodySchema,
        response: {
          200: loginAnswerSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    (request) =>
      logIn({ db, now, sessionSeconds: config.sessionSeconds }, request.body, request.ip),
  );

  app.post(
    '/users/logout',
    {
      config: { role: 'any' },
      schema: {
        operationId: 'logOut',
        summary: 'End this session; its token answers 401 afterwards',
        tags: ['session'],
        // No fields: a stray one is refused like on every other call (422 unknown).
        body: z.strictObject({}).nullish(),
        response: {
          204: z.null().describe('No content'),
          401: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await revokeSession(db, sessionOf(request).sessionId, now());
      return reply.code(204).send(null);
    },
  );
};
