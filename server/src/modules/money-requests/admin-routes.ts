import {
  adminDecisionBodySchema,
  adminRejectBodySchema,
  adminRequestsQuerySchema,
  apiErrorSchema,
  moneyRequestSchema,
} from '@wallet/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../auth/guard';
import type { ModuleOptions } from '../module-options';
import { decideRequest } from './decide';
import { requestPage } from './queries';
import { guarded, idParams } from '../../http/route-schemas';
import { decisionErrors, sendPage } from './route-parts';

/** The administrator's money requests (docs/api.md "Administrator"): list and decide, all audited. */
export const adminMoneyRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, now }) => {
  const context = { db, now };
  const admin = (id: number) => ({ id, role: 'admin' as const });

  app.get(
    '/admin/requests',
    {
      config: { role: 'admin' },
      schema: {
        operationId: 'listMoneyRequests',
        summary:
          'Money requests of every kind, pending first, then newest; filter by kind, status, username and Asia/Seoul days; X-Total-Count is the total',
        tags: ['admin'],
        querystring: adminRequestsQuerySchema,
        response: { 200: z.array(moneyRequestSchema), ...guarded, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { kind, status, username, from, to, limit, offset } = request.query;
      const filter = { kinds: kind ? [kind] : undefined, status, username, from, to };
      return sendPage(reply, await requestPage(db, filter, { limit, offset, pendingFirst: true }));
    },
  );

  // The three decisions: each its own words, and a memo that only a rejection requires.
  const decisions = [
    {
      decision: 'approve',
      operationId: 'approveRequest',
      summary:
        'Approve a pending request: its stored figures move in the ledger; 409 already_decided',
      body: adminDecisionBodySchema.nullish(),
    },
    {
      decision: 'reject',
      operationId: 'rejectRequest',
      summary:
        'Reject a pending request with a reason the member reads; anything held goes back; 409 already_decided',
      body: adminRejectBodySchema,
    },
    {
      decision: 'cancel',
      operationId: 'cancelRequest',
      summary: 'Cancel a pending request; anything held goes back; 409 already_decided',
      body: adminDecisionBodySchema.nullish(),
    },
  ] as const;
  for (const { decision, operationId, summary, body } of decisions) {
    app.post(
      `/admin/requests/:id/${decision}`,
      {
        config: { role: 'admin' },
        schema: {
          operationId,
          summary,
          tags: ['admin'],
          params: idParams,
          body,
          response: { 200: moneyRequestSchema, ...decisionErrors },
        },
      },
      (request) =>
        decideRequest(
          context,
          admin(sessionOf(request).userId),
          request.params.id,
          decision,
          request.body?.adminMemo,
        ),
    );
  }
};
