import {
  adminDepositAddressSchema,
  apiErrorSchema,
  depositAddressBodySchema,
  depositAddressesQuerySchema,
  depositAddressSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guarded } from '../../http/route-schemas';
import { recordWriteRoutes } from '../admin-records';
import type { ModuleOptions } from '../module-options';
import { activeDepositAddresses, allDepositAddresses } from './queries';
import {
  createDepositAddress,
  deleteDepositAddress,
  presentDepositAddress,
  updateDepositAddress,
} from './service';

/** Where members send a charge (docs/product.md §7): members read the active ones, administrators manage them. */
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
        operationId: 'listActiveDepositAddresses',
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
        operationId: 'listDepositAddresses',
        summary: 'Every deposit address, by currency, the active one first',
        tags: ['admin'],
        response: { 200: z.array(adminDepositAddressSchema), ...guarded },
      },
    },
    async () => (await allDepositAddresses(db)).map(presentDepositAddress),
  );

  recordWriteRoutes(app, {
    path: '/admin/deposit-addresses',
    record: 'DepositAddress',
    body: depositAddressBodySchema,
    answer: adminDepositAddressSchema,
    summaries: {
      create: "Add a deposit address; an active one deactivates its currency's other",
      update: "Change a deposit address; activating it deactivates its currency's other",
      remove: 'Remove a deposit address (the audit log keeps it)',
    },
    create: (actorId, body) => createDepositAddress(context, actorId, body),
    update: (actorId, id, body) => updateDepositAddress(context, actorId, id, body),
    remove: (actorId, id) => deleteDepositAddress(context, actorId, id),
  });
};
