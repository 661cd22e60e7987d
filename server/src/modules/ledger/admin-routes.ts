import {
  apiErrorSchema,
  correctionBodySchema,
  idempotencyHeadersSchema,
  journalEntrySchema,
  reconcileQuerySchema,
  reconciliationSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guarded, idParams } from '../../http/route-schemas';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { idempotencyCallOf } from '../idempotency/request';
import { moneyContext } from '../money-requests/context';
import { sendCreated } from '../money-requests/route-parts';
import { postCorrection } from './correction';
import { reconcileLedger } from './reconcile';

/** The ledger in the back office: corrections of a member's wallet and the reconciliation. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, now } = options;
  const correction = { db, limits: moneyContext(options).limits };
  app.get(
    '/admin/ledger/reconcile',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'reconcileLedger',
        summary:
          "Check the ledger: every entry sums to zero per currency, every balance equals its lines; userId checks one member's accounts and entries",
        tags: ['admin'],
        querystring: reconcileQuerySchema,
        response: { 200: reconciliationSchema, ...guarded },
      },
    },
    (request) => reconcileLedger(db, { userId: request.query.userId }),
  );

  app.post(
    '/admin/users/:id/corrections',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'correctBalance',
        summary:
          "Credit (positive) or debit (negative) a member's wallet with a reason, up to the per-request maximum; 422 insufficient_balance, amount_above_maximum",
        tags: ['admin'],
        params: idParams,
        headers: idempotencyHeadersSchema,
        body: correctionBodySchema,
        response: {
          201: journalEntrySchema,
          ...guarded,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const actorId = sessionOf(request).userId;
      const call = idempotencyCallOf(request, actorId, now(), (stored) =>
        journalEntrySchema.parse(stored),
      );
      const result = await postCorrection(
        correction,
        actorId,
        request.params.id,
        request.body,
        call,
      );
      return sendCreated(reply, result);
    },
  );
};
