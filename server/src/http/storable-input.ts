import { isStorableText } from '@wallet/shared/domain';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from './errors';

/**
 * Every string a client sends is text PostgreSQL can store, or the request is refused before any
 * rule or query sees it: a NUL character or a lone UTF-16 surrogate anywhere in the body, the
 * query string or the path is 422 `validation_failed` naming the field (`invalid`). One check at
 * the door, so no route can forget it and no such string ever reaches the database as a 500.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, 'invalid'> = {};
    for (const input of [request.params, request.query, request.body]) {
      for (const field of unstorableFields(input)) fields[field] ??= 'invalid';
    }
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
  });
}

/** The dotted paths (as the validation answers name fields) of strings that cannot be stored. */
function unstorableFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    return isStorableText(value) ? [] : [path.join('.') || 'body'];
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) => unstorableFields(item, [...path, String(i)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => {
      // A key is text the client sent too.
      const keyBad = isStorableText(key) ? [] : [[...path, 'key'].join('.')];
      return [...keyBad, ...unstorableFields(item, [...path, key])];
    });
  }
  return [];
}
