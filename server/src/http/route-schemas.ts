import { apiErrorSchema } from '@wallet/shared/domain';
import { z } from 'zod';

/**
 * `{id}` of a path such as /admin/users/{id}: plain decimal digits naming a positive id. Anything
 * else (`0x10`, ` 1`, `1e2`, `+1`, `01`) names nothing, so the error handler answers 404, never
 * acting on the id a loose number parser would have read.
 */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'invalid')
    .transform(Number)
    .describe('A positive id, in decimal digits'),
});

/** The answers of the auth guard on every route with a role: no session, or the wrong role. */
export const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
