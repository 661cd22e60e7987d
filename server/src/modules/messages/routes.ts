import {
  apiErrorSchema,
  inboxMessageSchema,
  messageDetailSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sentMessageSchema,
  unreadCountSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { countUnread, inboxPage, readMessage, sentPage } from './queries';
import { sendMessage } from './service';

/** The member's inbox, and the messages administrators send to it (docs/communication.md). */
export const messageRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  app.get(
    '/messages/unread-count',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'getUnreadCount',
        summary: 'How many messages the member has not read (polled every 30 s)',
        tags: ['member'],
        response: { 200: unreadCountSchema, ...guarded },
      },
    },
    async (request) => ({ count: await countUnread(db, sessionOf(request).userId) }),
  );

  app.get(
    '/messages',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'listMessages',
        summary: "The member's messages, newest first; X-Total-Count is the total",
        tags: ['member'],
        querystring: messagesQuerySchema,
        response: { 200: z.array(inboxMessageSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query;
      const page = await inboxPage(db, sessionOf(request).userId, limit, offset);
      void reply.header('X-Total-Count', String(page.total));
      return page.messages;
    },
  );

  app.get(
    '/messages/:id',
    {
      config: { role: 'user' },
      schema: {
        operationId: 'readMessage',
        summary: "One of the member's messages with its content; reading it marks it read",
        tags: ['member'],
        params: idParams,
        response: {
          200: messageDetailSchema,
          ...guarded,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const message = await readMessage(db, sessionOf(request).userId, request.params.id, now());
      // Another member's message is as missing as one that never was.
      if (!message) throw notFound('This message');
      return message;
    },
  );

  app.post(
    '/admin/messages',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'sendMessage',
        summary:
          'Send a message to every approved member ("all") or to members by username; 422 recipients_not_found or no_recipients',
        tags: ['admin'],
        body: sendMessageBodySchema,
        response: { 201: sentMessageSchema, ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage({ db, now }, sessionOf(request).userId, request.body);
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/admin/messages/sent',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'listSentMessages',
        summary: 'Messages administrators sent, newest first, with read counts; X-Total-Count',
        tags: ['admin'],
        querystring: messagesQuerySchema,
        response: { 200: z.array(sentMessageSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await sentPage(db, request.query.limit, request.query.offset);
      void reply.header('X-Total-Count', String(page.total));
      return page.messages;
    },
  );
};
