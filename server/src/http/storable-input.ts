import { isStorableText } from '@wallet/shared/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidFields } from './errors';

/**
 * How deep a JSON body may nest. No call takes more than a list of objects; the limit keeps the
 * walk below (and every later reader of the body) far from the call stack's end, which a body of
 * 10,000 nested arrays (20 KB) reached as a 500.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * Every string a client sends is text PostgreSQL can store, or the request is refused before any
 * rule or query sees it: a NUL character or a lone UTF-16 surrogate anywhere in the body, the
 * query string or the path is 422 `validation_failed` naming the field (`invalid`). One check at
 * the door, so no route can forget it and no such string ever reaches the database as a 500.
 * A body nested deeper than MAX_BODY_DEPTH is 400 `bad_request`.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, 'invalid'> = {};
    for (const input of [request.params, request.query, request.body]) {
      for (const field of unstorableFields(input)) {
        if (!Object.hasOwn(fields, field)) fields[field] = 'invalid';
      }
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
  });
}

/** The dotted paths (as the validation answers name fields) of strings that cannot be stored. */
function unstorableFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    return isStorableText(value) ? [] : [path.join('.') || 'body'];
  }
  if (typeof value !== 'object' || value === null) return [];
  if (path.length >= MAX_BODY_DEPTH) {
    throw new HttpError(400, 'bad_request', `The body nests deeper than ${MAX_BODY_DEPTH} levels`);
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) => unstorableFields(item, [...path, String(i)]));
  return Object.entries(value).flatMap(([key, item]) => {
    // A key is text the client sent too.
    const keyBad = isStorableText(key) ? [] : [[...path, 'key'].join('.')];
    return [...keyBad, ...unstorableFields(item, [...path, key])];
  });
}
