import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError, notFound, serviceUnavailable } from './errors';
import { validationAnswer } from './validation';

/** Answers a request no route took; the web files plugin may serve the SPA page instead. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * One place turns every failure into docs/api.md's `{ error, message, fields? }` answer. Bad input is
 * 400 or 422, never 500; an unreachable database is 503; anything else is a generic 500 whose
 * details go only to the log.
 */
export function installErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = toHttpError(error, request);
    if (answer.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    if (answer.headers) reply.headers(answer.headers);
    return reply.code(answer.statusCode).send(answer.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback && !isApiPath(request.url)) return fallback(request, reply);
    const answer = notFound();
    return reply.code(404).send(answer.toBody());
  });
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function toHttpError(error: unknown, request: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    // A path whose id is not an id names no record.
    if (context === 'params') return notFound();
    return validationAnswer(error.validation, context, inputOf(request, context), {
      listBody: takesList(request),
    });
  }
  if (isDatabaseUnavailable(error)) return serviceUnavailable();

  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new HttpError(413, 'payload_too_large', 'The body is too large');
  }
  // Unparsable JSON, an empty JSON body, a body that is not JSON: the body is not what we read.
  if (fastifyError.code?.startsWith('FST_ERR_CTP_') || status === 415) {
    return new HttpError(400, 'bad_request', 'The body must be a JSON object');
  }
  if (status === 404) return notFound();
  if (status >= 400 && status < 500) {
    return new HttpError(400, 'bad_request', 'The request could not be read');
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side; try again later');
}

/** True when the route's body is a JSON array (e.g. POST /admin/message-templates takes a list). */
function takesList(request: FastifyRequest): boolean {
  const body: unknown = request.routeOptions.schema?.body;
  return typeof body === 'object' && body !== null && 'type' in body && body.type === 'array';
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}
