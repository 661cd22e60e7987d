import {
  adminDepositAddressSchema,
  apiErrorSchema,
  depositAddressBodySchema,
  depositAddressesQuerySchema,
  depositAddressSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { activeDepositAddresses, allDepositAddresses } from './queries';
import {
  createDepositAddress,
  deleteDepositAddress,
  presentDepositAddress,
  updateDepositAddress,
} from './service';

/** Where members send a charge (decisions.md §7): members read the active ones, administrators manage them. */
export const depositAddressRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { db, now },
) => {
  const context = { db, now };

  app.get(
    '/deposit-addresses',
    {
      config: { role: 'user' },
      schema: {
        summary: 'The active deposit address of each currency (or of `currency`)',
        tags: ['member'],
        querystring: depositAddressesQuerySchema,
        response: { 200: z.array(depositAddressSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    (request) => activeDepositAddresses(db, request.query.currency),
  );

  app.get(
    '/admin/deposit-addresses',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Every deposit address, by currency, the active one first',
        tags: ['admin'],
        response: { 200: z.array(adminDepositAddressSchema), ...guarded },
      },
    },
    async () => (await allDepositAddresses(db)).map(presentDepositAddress),
  );

  app.post(
    '/admin/deposit-addresses',
    {
      config: { role: 'admin' },
      schema: {
        summary: "Add a deposit address; an active one deactivates its currency's other",
        tags: ['admin'],
        body: depositAddressBodySchema,
        response: { 201: adminDepositAddressSchema, ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const address = await createDepositAddress(context, sessionOf(request).userId, request.body);
      return reply.code(201).send(address);
    },
  );

  app.put(
    '/admin/deposit-addresses/:id',
    {
      config: { role: 'admin' },
      schema: {
        summary: "Change a deposit address; activating it deactivates its currency's other",
        tags: ['admin'],
        params: idParams,
        body: depositAddressBodySchema,
        response: {
          200: adminDepositAddressSchema,
          ...guarded,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    (request) =>
      updateDepositAddress(context, sessionOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/admin/deposit-addresses/:id',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Remove a deposit address (the audit log keeps it)',
        tags: ['admin'],
        params: idParams,
        response: {
          204: z.null().describe('No content'),
          ...guarded,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteDepositAddress(context, sessionOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
