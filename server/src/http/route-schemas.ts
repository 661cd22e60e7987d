import { apiErrorSchema } from '@wallet/shared/domain';
import { z } from 'zod';

/** `{id}` of a path such as /admin/users/{id}: a positive integer id, else 422 `invalid`. */
export const idParams = z.strictObject({
  id: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(Number.MAX_SAFE_INTEGER, 'invalid'),
});

/** The answers of the auth guard on every route with a role: no session, or the wrong role. */
export const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
