import type { FastifyRequest } from 'fastify';
import { requestFingerprint } from './fingerprint';
import type { IdempotencyCall } from './store';

/**
 * The idempotency of a route call: null without an `Idempotency-Key` header. The path is the
 * route's (without the query), so the key is bound to this call and this body.
 */
export function idempotencyCallOf<T>(
  request: FastifyRequest,
  userId: number,
  now: Date,
  read: (stored: unknown) => T,
): IdempotencyCall<T> | null {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return null;
  const path = request.url.split('?')[0] ?? request.url;
  return {
    userId,
    key,
    fingerprint: requestFingerprint(request.method, path, request.body),
    statusCode: 201,
    now,
    read,
  };
}
