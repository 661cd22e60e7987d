import {
  apiErrorSchema,
  registerBodySchema,
  registrationAnswerSchema,
  usernameAvailabilitySchema,
  usernameSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { register, usernameAvailable } from './service';

/** Sign-up: the username check and the registration itself (the email code is its own module). */
export const registrationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, secrets },
) => {
  app.get(
    '/users/check-username',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'checkUsername',
        summary: 'Whether a username is free (without regard to case)',
        tags: ['registration'],
        querystring: z.strictObject({ username: usernameSchema }),
        response: { 200: usernameAvailabilitySchema, 422: apiErrorSchema },
      },
    },
    (request) => usernameAvailable(db, request.query.username),
  );

  app.post(
    '/users/register',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'register',
        summary: 'Register; the new member waits for approval',
        tags: ['registration'],
        body: registerBodySchema,
        response: { 201: registrationAnswerSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await register({ db, now, secrets }, request.body);
      return reply.code(201).send(answer);
    },
  );
};
