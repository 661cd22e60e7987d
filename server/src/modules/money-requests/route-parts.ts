import { apiErrorSchema, moneyRequestSchema, type MoneyRequest } from '@wallet/shared/domain';
import type { FastifyReply } from 'fastify';
import { guarded } from '../../http/route-schemas';
import type { IdempotentResult } from '../idempotency/run';

/** The refusals a create call can answer (docs/api.md). */
export const createErrors = {
  ...guarded,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const decisionErrors = {
  ...guarded,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** A stored idempotent answer back into a request object (it was stored from one). */
export const readStoredRequest = (stored: unknown): MoneyRequest =>
  moneyRequestSchema.parse(stored);

/** 201 with what was created; a replay says so in `Idempotent-Replayed` and is otherwise the same. */
export function sendCreated<T>(reply: FastifyReply, result: IdempotentResult<T>) {
  if (result.replayed) void reply.header('Idempotent-Replayed', 'true');
  return reply.code(result.statusCode).send(result.answer);
}

/** A page of requests with its total in X-Total-Count (docs/api.md "Conventions"). */
export function sendPage(reply: FastifyReply, page: { requests: MoneyRequest[]; total: number }) {
  void reply.header('X-Total-Count', String(page.total));
  return page.requests;
}
