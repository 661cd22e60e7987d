import {
  apiErrorSchema,
  bankInfoBodySchema,
  changeMoneyPasswordBodySchema,
  changePasswordBodySchema,
  languageBodySchema,
  userInfoSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { changeMoneyPassword, changePassword, setLanguage, updateBankInfo } from './service';

const noContent = z.null().describe('No content');
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/** My page: password, withdrawal password, bank details, language (members only). */
export const accountRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now, secrets, postbox },
) => {
  const context = { db, now, secrets, postbox };

  app.patch(
    '/users/password',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password; ends every other session of the account',
        tags: ['member'],
        body: changePasswordBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await changePassword(context, sessionOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/users/money-password',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'changeMoneyPassword',
        summary: 'Change the withdrawal password (the current one is required)',
        tags: ['member'],
        body: changeMoneyPasswordBodySchema,
        response: { 204: noContent, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await changeMoneyPassword(context, sessionOf(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/bank-info',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'saveBankInfo',
        summary: 'Save bank details (needs the withdrawal password; mails the member a notice)',
        tags: ['member'],
        body: bankInfoBodySchema,
        response: { 200: userInfoSchema, ...errors, 429: apiErrorSchema },
      },
    },
    (request) => updateBankInfo(context, sessionOf(request).userId, request.body),
  );

  app.patch(
    '/users/language',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'saveLanguage',
        summary: "Save the member's language, in which their auto-messages are written",
        tags: ['member'],
        body: languageBodySchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      await setLanguage(context, sessionOf(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );
};
