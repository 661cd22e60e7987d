import {
  adminInquiriesQuerySchema,
  apiErrorSchema,
  inquiriesQuerySchema,
  inquiryAnswerBodySchema,
  inquiryBodySchema,
  inquirySchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import { listRoute } from '../list-route';
import type { ModuleOptions } from '../module-options';
import { findInquiry, inquiryPage, type InquiryFilter } from './queries';
import { answerInquiry, createInquiry } from './service';

/** One-to-one inquiries (docs/communication.md): members ask, administrators answer once. */
export const inquiryRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };

  /** One inquiry the filter allows; 404 otherwise (another member's id tells nothing). */
  const oneInquiry = async (id: number, filter: InquiryFilter) => {
    const inquiry = await findInquiry(db, id, filter);
    if (!inquiry) throw notFound('This inquiry');
    return inquiry;
  };

  app.post(
    '/users/inquiries',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'writeInquiry',
        summary: 'Write an inquiry; 409 pending_exists while one waits for an answer',
        tags: ['member'],
        body: inquiryBodySchema,
        response: {
          201: inquirySchema,
          ...guarded,
          409: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const inquiry = await createInquiry(context, sessionOf(request).userId, request.body);
      return reply.code(201).send(inquiry);
    },
  );

  listRoute(app, {
    url: '/users/inquiries',
    role: 'user',
    operationId: 'listOwnInquiries',
    summary: "The member's inquiries, newest first; X-Total-Count is the total",
    tags: ['member'],
    querystring: inquiriesQuerySchema,
    item: inquirySchema,
    page: async ({ limit, offset }, request) => {
      const page = await inquiryPage(db, { userId: sessionOf(request).userId }, limit, offset);
      return { rows: page.inquiries, total: page.total };
    },
  });

  app.get(
    '/users/inquiries/:id',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'getOwnInquiry',
        summary: "One of the member's inquiries, with the answer once there is one",
        tags: ['member'],
        params: idParams,
        response: { 200: inquirySchema, ...guarded, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => oneInquiry(request.params.id, { userId: sessionOf(request).userId }),
  );

  listRoute(app, {
    url: '/admin/inquiries',
    role: 'admin',
    operationId: 'listInquiries',
    summary: 'Inquiries, newest first; filter by status; X-Total-Count is the total',
    tags: ['admin'],
    querystring: adminInquiriesQuerySchema,
    item: inquirySchema,
    page: async ({ status, limit, offset }) => {
      const page = await inquiryPage(db, { status }, limit, offset);
      return { rows: page.inquiries, total: page.total };
    },
  });

  app.get(
    '/admin/inquiries/:id',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'getInquiry',
        summary: 'One inquiry',
        tags: ['admin'],
        params: idParams,
        response: { 200: inquirySchema, ...guarded, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    (request) => oneInquiry(request.params.id, {}),
  );

  app.patch(
    '/admin/inquiries/:id/answer',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'answerInquiry',
        summary:
          'Answer an inquiry once (409 already_answered); admin_id is ignored, the token names the administrator',
        tags: ['admin'],
        params: idParams,
        body: inquiryAnswerBodySchema,
        response: {
          200: inquirySchema,
          ...guarded,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    (request) => answerInquiry(context, sessionOf(request).userId, request.params.id, request.body),
  );
};
