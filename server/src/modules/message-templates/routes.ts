import {
  apiErrorSchema,
  messageTemplateSchema,
  messageTemplatesBodySchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { listTemplates } from './queries';
import { saveTemplates } from './service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The auto-messages members receive (docs/product.md §3), edited in the back office. */
export const messageTemplateRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now },
) => {
  app.get(
    '/admin/message-templates',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'listMessageTemplates',
        summary:
          'The auto-message templates, in a fixed order: each in English (`label`, `content`) and its `translations` (ko, zh, ja)',
        tags: ['admin'],
        response: { 200: z.array(messageTemplateSchema), ...guarded },
      },
    },
    () => listTemplates(db),
  );

  app.post(
    '/admin/message-templates',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'saveMessageTemplates',
        summary:
          'Save the templates: each is updated by its key, with its `translations` when sent (kept as they are otherwise); answers the saved list',
        tags: ['admin'],
        body: messageTemplatesBodySchema,
        response: { 200: z.array(messageTemplateSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    (request) => saveTemplates({ db, now }, sessionOf(request).userId, request.body),
  );
};
