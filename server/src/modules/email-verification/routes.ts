import {
  apiErrorSchema,
  emailCodeBodySchema,
  emailCodeVerifyBodySchema,
  emailVerifiedSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { sendEmailCode, verifyEmailCode } from './service';

/** The email code that proves an address before registration. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, secrets, postbox },
) => {
  const context = { db, now, secrets, postbox };

  app.post(
    '/users/email-code',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'sendEmailCode',
        summary: 'Mail a 6-digit code (10 minutes, 5 tries); a new one replaces the old',
        tags: ['registration'],
        body: emailCodeBodySchema,
        response: {
          204: z.null().describe('Code sent'),
          422: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await sendEmailCode(context, request.body.email, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/email-code/verify',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'verifyEmailCode',
        summary: 'Check the mailed code; a verified address may register for 30 minutes',
        tags: ['registration'],
        body: emailCodeVerifyBodySchema,
        response: { 200: emailVerifiedSchema, 422: apiErrorSchema },
      },
    },
    (request) => verifyEmailCode(context, request.body.email, request.body.code),
  );
};
