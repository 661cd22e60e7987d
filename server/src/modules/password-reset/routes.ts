import {
  apiErrorSchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../module-options';
import { forgotPassword, resetPassword } from './service';

/** "Forgot password": a mailed, single-use link sets a new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, postbox, config },
) => {
  const context = { db, now, postbox, publicUrl: config.publicUrl };

  app.post(
    '/users/forgot-password',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a reset link when username and email match; the answer is always 204',
        tags: ['session'],
        body: forgotPasswordBodySchema,
        response: {
          204: z.null().describe('Reset link sent (if the pair matched)'),
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await forgotPassword(context, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { role: 'public' },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with the mailed token; ends every session of the account',
        tags: ['session'],
        body: resetPasswordBodySchema,
        response: { 204: z.null().describe('No content'), 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(context, request.body);
      return reply.code(204).send(null);
    },
  );
};
