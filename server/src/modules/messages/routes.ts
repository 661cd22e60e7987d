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
import { notFound } from '../../http/errors';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import { listRoute } from '../list-route';
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

  listRoute(app, {
    url: '/messages',
    role: 'user',
    operationId: 'listMessages',
    summary: "The member's messages, newest first; X-Total-Count is the total",
    tags: ['member'],
    querystring: messagesQuerySchema,
    item: inboxMessageSchema,
    page: async ({ limit, offset }, request) => {
      const page = await inboxPage(db, sessionOf(request).userId, limit, offset);
      return { rows: page.messages, total: page.total };
    },
  });

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

  listRoute(app, {
    url: '/admin/messages/sent',
    role: 'admin',
    operationId: 'listSentMessages',
    summary: 'Messages administrators sent, newest first, with read counts; X-Total-Count',
    tags: ['admin'],
    querystring: messagesQuerySchema,
    item: sentMessageSchema,
    page: async ({ limit, offset }) => {
      const page = await sentPage(db, limit, offset);
      return { rows: page.messages, total: page.total };
    },
  });
};
